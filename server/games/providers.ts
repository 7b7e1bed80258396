/**
 * The game providers as data, one entry each: who they are, what they offer, where they may not
 * be played, which markets they target, and the studios (sub-providers) behind the aggregators.
 * The seed writes it to the database; the lobby and the launch calls read it from there.
 *
 * Spec (000 §9): provider restricted-country lists have 4 to 9 codes each; one live provider and
 * ten sub-providers have empty target-market lists (an empty list targets every market); the
 * provider filter excludes pariplay, softswiss and creedroomz in the live casino, and relax plus
 * the aggregators in the casino.
 */
import type { components } from '../http/contract-types.ts'

export type ProviderId = components['schemas']['GameProvider']
export type MarketCode = components['schemas']['MarketCode']
export type LobbyType = components['schemas']['GameType']

export interface SubProviderInfo {
  id: string
  title: string
  /** Markets the studio's games are offered in; empty means every market. */
  targetMarkets: MarketCode[]
}

export interface ProviderInfo {
  id: ProviderId
  title: string
  isAggregator: boolean
  casino: boolean
  live: boolean
  /** Countries whose players may not play this provider's games at all. */
  restrictedCountries: string[]
  /** Markets the provider is offered in; empty means every market. */
  targetMarkets: MarketCode[]
  /** A provider shown only while this platform feature flag is on (settings `feature.<flag>`). */
  featureFlag: string | null
  subProviders: SubProviderInfo[]
}

const allBut = (...excluded: MarketCode[]): MarketCode[] =>
  (['UN', 'BR', 'TR', 'LL', 'CA', 'JJ', 'NZ', 'GG', 'IN', 'PH', 'PT', 'AT', 'CL', 'FI', 'NO', 'PP'] as MarketCode[]).filter((m) => !excluded.includes(m))

export const providers: ProviderInfo[] = [
  {
    id: 'relax',
    title: 'Relax Gaming',
    isAggregator: true,
    casino: true,
    live: false,
    restrictedCountries: ['US', 'FR', 'ES', 'IT', 'AU', 'ZA'],
    targetMarkets: allBut('BR'),
    featureFlag: null,
    subProviders: [
      { id: 'relax-northlight', title: 'Northlight Studios', targetMarkets: [] },
      { id: 'relax-blue-ember', title: 'Blue Ember Games', targetMarkets: [] },
      { id: 'relax-kettle', title: 'Kettle & Crown', targetMarkets: allBut('TR', 'IN') },
      { id: 'relax-polaris', title: 'Polaris Play', targetMarkets: [] },
    ],
  },
  {
    id: 'playngo',
    title: "Play'n GO",
    isAggregator: false,
    casino: true,
    live: false,
    restrictedCountries: ['US', 'FR', 'ES', 'IT', 'AU', 'BE', 'DK'],
    targetMarkets: allBut('TR'),
    featureFlag: null,
    subProviders: [],
  },
  {
    id: 'quickspin',
    title: 'Quickspin',
    isAggregator: false,
    casino: true,
    live: false,
    restrictedCountries: ['US', 'FR', 'AU', 'SG'],
    targetMarkets: allBut('BR', 'IN'),
    featureFlag: null,
    subProviders: [],
  },
  {
    id: 'yggdrasil',
    title: 'Yggdrasil',
    isAggregator: false,
    casino: true,
    live: false,
    restrictedCountries: ['US', 'FR', 'ES', 'IT', 'AU', 'RO', 'CZ', 'GR'],
    targetMarkets: allBut('PH'),
    featureFlag: null,
    subProviders: [],
  },
  {
    id: 'pariplay',
    title: 'Pariplay',
    isAggregator: true,
    casino: true,
    live: true,
    restrictedCountries: ['US', 'FR', 'AU', 'IL', 'PL'],
    targetMarkets: allBut('JJ', 'AT'),
    featureFlag: null,
    subProviders: [
      { id: 'pariplay-fuze', title: 'Fuze Works', targetMarkets: [] },
      { id: 'pariplay-lantern', title: 'Lantern Forge', targetMarkets: [] },
      { id: 'pariplay-tidal', title: 'Tidal Reels', targetMarkets: allBut('GG') },
      { id: 'pariplay-studio9', title: 'Studio Nine Live', targetMarkets: [] },
    ],
  },
  {
    id: 'softswiss',
    title: 'SOFTSWISS',
    isAggregator: true,
    casino: true,
    live: true,
    restrictedCountries: ['US', 'FR', 'NL', 'AU', 'ES', 'IT', 'LT', 'GB', 'UA'],
    targetMarkets: allBut('LL', 'GG'),
    featureFlag: null,
    subProviders: [
      { id: 'softswiss-bgaming', title: 'Brightgate Gaming', targetMarkets: [] },
      { id: 'softswiss-orbit', title: 'Orbit Jam', targetMarkets: [] },
      { id: 'softswiss-redwood', title: 'Redwood Reels', targetMarkets: allBut('CA', 'NZ') },
      { id: 'softswiss-velvet', title: 'Velvet Live', targetMarkets: [] },
    ],
  },
  {
    id: 'pragmaticplay',
    title: 'Pragmatic Play',
    isAggregator: false,
    casino: true,
    live: true,
    restrictedCountries: ['US', 'FR', 'AU', 'IL', 'UA'],
    targetMarkets: allBut(),
    featureFlag: null,
    subProviders: [],
  },
  {
    id: 'evolution',
    title: 'Evolution',
    isAggregator: false,
    casino: true,
    live: true,
    restrictedCountries: ['US', 'FR', 'AU', 'SG', 'IL', 'TW'],
    targetMarkets: allBut(),
    featureFlag: null,
    subProviders: [
      { id: 'evolution-aurora', title: 'Aurora Slots', targetMarkets: [] },
      { id: 'evolution-crimson', title: 'Crimson Tiger', targetMarkets: allBut('TR') },
    ],
  },
  {
    id: 'novomatic',
    title: 'Novomatic',
    isAggregator: false,
    casino: true,
    live: false,
    restrictedCountries: ['US', 'FR', 'AU', 'BE', 'CH'],
    targetMarkets: allBut('CA', 'BR', 'IN', 'PH'),
    featureFlag: null,
    subProviders: [],
  },
  {
    id: 'creedroomz',
    title: 'CreedRoomz',
    isAggregator: false,
    casino: false,
    live: true,
    restrictedCountries: ['US', 'FR', 'NL', 'AU'],
    // The one live provider without market targeting.
    targetMarkets: [],
    featureFlag: 'creedroomz',
    subProviders: [],
  },
]

export const providerById = new Map(providers.map((p) => [p.id, p]))

/** Providers the filter panel never lists, per lobby (spec 000 §9). */
export const filterExclusions: Record<LobbyType, { providers: ProviderId[]; aggregators: boolean }> = {
  CASINO: { providers: ['relax'], aggregators: true },
  LIVE_CASINO: { providers: ['pariplay', 'softswiss', 'creedroomz'], aggregators: false },
}

/** Whether a target-market list admits a market: an empty list admits every market. */
export const targets = (markets: readonly string[], market: string) => markets.length === 0 || markets.includes(market)
