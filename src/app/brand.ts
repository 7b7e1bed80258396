/** The brand's name is a trademark, the same in every language, so it is not a catalog message. */
export const BRAND_NAME = 'Croupier'
