/**
 * What of a content document a visitor or player sees: blocks for the other audience are left
 * out (a visitor's sign-up hero, a player's deposit hero), and so are blocks meant for other
 * markets (a help organisation, a payment method the market does not offer). The content service
 * and the page's inlined first data (http/boot.ts) apply the same rule.
 */
import type { components } from '../http/contract-types.ts'

type ContentBlock = components['schemas']['ContentDocument']['blocks'][number]

export function visibleBlocks(blocks: ContentBlock[], { signedIn, market }: { signedIn: boolean; market: components['schemas']['MarketCode'] }): ContentBlock[] {
  const hidden = signedIn ? 'not-authorized' : 'authorized'
  return blocks.filter((b) => (b.audience ?? 'both') !== hidden && (!b.markets || b.markets.includes(market)))
}
