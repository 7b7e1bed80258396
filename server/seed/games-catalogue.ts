/**
 * The seeded game catalogue, generated deterministically: the same titles, ids, limits and
 * tables on every start and every machine. Titles are drawn from themed word lists
 * (games-words.ts) in each provider's house style; ids look like a content service's object ids;
 * live tables deal European roulette on staggered schedules.
 *
 * Pure: `generateCatalogue()` returns data; server/seed/games.ts writes it.
 */
import { prng, type Prng } from '../games/prng.ts'
import { providers, type ProviderId } from '../games/providers.ts'
import type { TableSchedule } from '../sandbox/roulette/schedule.ts'
import {
  actions,
  commonAdjectives,
  dealerNames,
  editions,
  heads,
  localRoulette,
  numbers,
  reservedTitles,
  rouletteQualifiers,
  themes,
  type Theme,
} from './games-words.ts'

/** Bump when the generated catalogue changes: the seed rewrites the catalogue tables. */
export const CATALOGUE_VERSION = 1
/** The catalogue's "today": release dates lie before it, schedules start from it. */
export const CATALOGUE_DATE = Date.UTC(2026, 2, 1)

export type GameType = 'CASINO' | 'LIVE_CASINO'
export type Channel = 'web' | 'mobile'

/** A live table: who deals, how many seats, and when its rounds happen. */
export interface LiveTableSeed extends TableSchedule {
  tableId: string
  dealerName: string
  /** Seats at the table; null for a table without a seat limit. */
  seats: number | null
}

export interface CatalogueGame {
  id: string
  slug: string
  name: string
  type: GameType
  provider: ProviderId
  subProvider: string | null
  gameType: 'slot' | 'roulette'
  /** The provider's own code: Pragmatic symbol, Evolution table id, SOFTSWISS identifier… */
  providerGameCode: string
  /** The art's motif: a theme for slots, `live` for tables. */
  theme: Theme | 'live'
  channels: Channel[]
  betMinMinor: number
  betMaxMinor: number
  currency: 'EUR'
  jackpotPool: string | null
  rowSpan: 1 | 2
  categories: string[]
  popularity: number
  releasedOn: string
  demo: boolean
  table: LiveTableSeed | null
}

export interface CategorySeed {
  id: string
  type: GameType
  position: number
  visibleInMenu: boolean
  visibleInLobby: boolean
  /** Labels by language code (LanguageCode of the contract). */
  labels: Record<string, string>
  /** Inline SVG drawn on a 24 × 24 grid. */
  iconSvg: string
}

export interface JackpotPoolSeed {
  id: string
  title: string
  provider: ProviderId
  currency: 'EUR'
  seedMinor: number
  capMinor: number
  cycleSeconds: number
  originMs: number
}

export interface Catalogue {
  games: CatalogueGame[]
  categories: CategorySeed[]
  jackpotPools: JackpotPoolSeed[]
}

/** Slots per provider, and the themes and title patterns of its house style. */
const slotStyles: Record<Exclude<ProviderId, 'creedroomz'>, { count: number; themes: [Theme, number][]; patterns: [Pattern, number][] }> = {
  relax: { count: 110, themes: [['adventure', 2], ['dark', 2], ['space', 2], ['myth', 1], ['western', 2], ['ocean', 1], ['sweets', 1], ['norse', 1]], patterns: [['adjNoun', 3], ['nounAction', 3], ['edition', 2], ['head', 1], ['pair', 1]] },
  playngo: { count: 115, themes: [['egypt', 4], ['adventure', 4], ['dark', 3], ['myth', 2], ['norse', 2], ['ocean', 2], ['gems', 1], ['luck', 1], ['space', 1]], patterns: [['head', 4], ['adjNoun', 3], ['nounAction', 2], ['edition', 2], ['nounOf', 1]] },
  quickspin: { count: 75, themes: [['adventure', 2], ['luck', 2], ['dark', 2], ['western', 2], ['sweets', 1], ['asia', 1], ['animals', 1], ['space', 1]], patterns: [['adjNoun', 4], ['nounOf', 2], ['nounAction', 2], ['pair', 1]] },
  yggdrasil: { count: 95, themes: [['norse', 5], ['myth', 2], ['space', 2], ['asia', 2], ['gems', 1], ['dark', 1], ['adventure', 1]], patterns: [['adjNoun', 3], ['nounOf', 2], ['head', 2], ['edition', 2], ['nounAction', 1]] },
  pariplay: { count: 90, themes: [['luck', 2], ['fruit', 2], ['asia', 2], ['animals', 2], ['ocean', 1], ['gems', 1], ['western', 1]], patterns: [['adjNoun', 3], ['nounAction', 2], ['edition', 2], ['number', 1]] },
  softswiss: { count: 115, themes: [['fruit', 2], ['sweets', 2], ['space', 2], ['luck', 1], ['western', 1], ['ocean', 1], ['animals', 1], ['asia', 2]], patterns: [['adjNoun', 3], ['nounAction', 3], ['edition', 1], ['number', 1], ['pair', 1]] },
  pragmaticplay: { count: 135, themes: [['sweets', 3], ['animals', 4], ['myth', 3], ['asia', 2], ['fruit', 2], ['western', 2], ['ocean', 2], ['luck', 1], ['gems', 1]], patterns: [['nounAction', 4], ['adjNoun', 3], ['edition', 3], ['head', 1], ['number', 1]] },
  evolution: { count: 85, themes: [['gems', 3], ['space', 2], ['myth', 2], ['adventure', 2], ['asia', 2], ['ocean', 1], ['dark', 1]], patterns: [['adjNoun', 3], ['nounOf', 2], ['nounAction', 2], ['edition', 2]] },
  novomatic: { count: 100, themes: [['fruit', 6], ['egypt', 2], ['gems', 2], ['luck', 2], ['myth', 1], ['animals', 1], ['dark', 1]], patterns: [['number', 3], ['adjNoun', 3], ['head', 2], ['edition', 2]] },
}

/** Live roulette tables per provider, and the studio that deals them. */
const liveStyles: { provider: ProviderId; count: number; subProvider: string | null }[] = [
  { provider: 'evolution', count: 45, subProvider: null },
  { provider: 'pragmaticplay', count: 25, subProvider: null },
  { provider: 'pariplay', count: 12, subProvider: 'pariplay-studio9' },
  { provider: 'softswiss', count: 14, subProvider: 'softswiss-velvet' },
  { provider: 'creedroomz', count: 12, subProvider: null },
]

type Pattern = 'adjNoun' | 'head' | 'nounAction' | 'edition' | 'number' | 'pair' | 'nounOf'

/** The category a theme's games belong to, besides the cross-cutting ones. */
const themeCategory: Record<Theme, string> = {
  fruit: 'classic',
  gems: 'classic',
  egypt: 'ancient',
  myth: 'ancient',
  norse: 'ancient',
  asia: 'ancient',
  adventure: 'adventure',
  western: 'adventure',
  ocean: 'adventure',
  animals: 'nature',
  space: 'magic',
  dark: 'magic',
  luck: 'magic',
  sweets: 'magic',
}

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const compact = (name: string) => slugify(name).replace(/-/g, '')
const pascal = (name: string) =>
  slugify(name)
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')

function title(r: Prng, theme: Theme, pattern: Pattern): string {
  const words = themes[theme]
  const adjective = () => (r.chance(0.2) ? r.pick(commonAdjectives) : r.pick(words.adjectives))
  const noun = () => r.pick(words.nouns)
  switch (pattern) {
    case 'adjNoun':
      return `${adjective()} ${noun()}`
    case 'head':
      return `${r.pick(heads)} ${r.chance(0.5) ? r.pick(words.places) : noun()}`
    case 'nounAction':
      return `${noun()} ${r.pick(actions)}`
    case 'edition':
      return `${adjective()} ${noun()} ${r.pick(editions)}`
    case 'number':
      return `${r.pick(numbers)} ${adjective()} ${noun()}`
    case 'pair': {
      const first = noun()
      let second = noun()
      while (second === first) second = noun()
      return `${first} & ${second}`
    }
    case 'nounOf':
      return `${noun()} of ${r.pick(words.places)}`
  }
}

function isReserved(name: string): boolean {
  const lower = name.toLowerCase()
  return reservedTitles.some((t) => lower.includes(t))
}

/** Release dates lean recent, as a live catalogue does: most titles are from the last few years. */
function releaseDate(r: Prng): string {
  const days = Math.floor(Math.pow(r.next(), 1.8) * 365 * 12)
  return new Date(CATALOGUE_DATE - days * 86_400_000).toISOString().slice(0, 10)
}

const HEX = '0123456789abcdef'
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789'

export function generateCatalogue(): Catalogue {
  const r = prng(`croupier catalogue v${CATALOGUE_VERSION}`)
  const names = new Set<string>()
  const slugs = new Set<string>()
  const ids = new Set<string>()
  const codes = new Set<string>()
  const games: CatalogueGame[] = []

  const uniqueId = () => {
    let id: string
    do id = r.chars(24, HEX)
    while (ids.has(id))
    ids.add(id)
    return id
  }
  const uniqueCode = (make: () => string) => {
    let code = make()
    for (let n = 2; codes.has(code); n++) code = `${make()}${n}`
    codes.add(code)
    return code
  }
  const claimName = (draw: (attempt: number) => string): string => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const name = draw(attempt)
      const slug = slugify(name)
      if (!names.has(name.toLowerCase()) && !slugs.has(slug) && !isReserved(name) && slug.length <= 120) {
        names.add(name.toLowerCase())
        slugs.add(slug)
        return name
      }
    }
    throw new Error('the word lists ran out of distinct titles')
  }

  const jackpotPools = pools()
  const poolByProvider = new Map(jackpotPools.map((p) => [p.provider, p.id]))

  for (const provider of providers) {
    const style = provider.id === 'creedroomz' ? null : slotStyles[provider.id]
    if (!style || !provider.casino) continue
    const studios = provider.subProviders.filter((s) => !s.id.endsWith('studio9') && !s.id.endsWith('velvet'))
    const previous: { name: string; theme: Theme }[] = []
    for (let i = 0; i < style.count; i++) {
      // A few sequels of the provider's own earlier titles, as every provider has.
      const sequelOf = previous.length > 10 && r.chance(0.03) ? r.pick(previous) : null
      const sequel = sequelOf && !/\d$/.test(sequelOf.name) ? sequelOf : null
      const theme = sequel?.theme ?? r.weighted(style.themes)
      const pattern = r.weighted(style.patterns)
      const name = claimName((attempt) => (attempt === 0 && sequel ? `${sequel.name} 2` : title(r, theme, pattern)))
      previous.push({ name, theme })
      const releasedOn = releaseDate(r)
      const lines = r.pick([10, 20, 20, 25, 40, 243])
      const code = uniqueCode(() => slotCode(provider.id, name, lines, r))
      const jackpot = poolByProvider.has(provider.id) && r.chance(0.09)
      const oldWebOnly = provider.id === 'novomatic' && releasedOn < '2016-01-01' && r.chance(0.6)
      games.push({
        id: uniqueId(),
        slug: slugify(name),
        name,
        type: 'CASINO',
        provider: provider.id,
        subProvider: studios.length ? r.pick(studios).id : null,
        gameType: 'slot',
        providerGameCode: code,
        theme,
        channels: oldWebOnly ? ['web'] : ['web', 'mobile'],
        betMinMinor: r.weighted([
          [20, 6],
          [40, 2],
          [100, 1],
        ]),
        betMaxMinor: r.pick([2_000, 5_000, 10_000, 10_000, 20_000, 50_000]),
        currency: 'EUR',
        jackpotPool: jackpot ? poolByProvider.get(provider.id)! : null,
        rowSpan: 1,
        categories: ['all', themeCategory[theme], ...(jackpot ? ['jackpots'] : [])],
        popularity: Math.round(r.next() * 700 + (provider.id === 'pragmaticplay' || provider.id === 'playngo' ? 200 : 0) + (releasedOn > '2025-06-01' ? 100 : 0)),
        releasedOn,
        demo: true,
        table: null,
      })
    }
  }

  for (const style of liveStyles) {
    for (let i = 0; i < style.count; i++) games.push(liveTable(r, style, claimName, uniqueId, uniqueCode))
  }

  // Cross-cutting categories: the most popular and the newest of each lobby; the featured
  // (double-height) tiles are the very top of the popular list.
  const casino = games.filter((g) => g.type === 'CASINO')
  const live = games.filter((g) => g.type === 'LIVE_CASINO')
  const byPopularity = (a: CatalogueGame, b: CatalogueGame) => b.popularity - a.popularity || a.slug.localeCompare(b.slug)
  const byRelease = (a: CatalogueGame, b: CatalogueGame) => b.releasedOn.localeCompare(a.releasedOn) || a.slug.localeCompare(b.slug)
  ;[...casino].sort(byPopularity).slice(0, 48).forEach((g, i) => {
    g.categories.push('popular')
    if (i < 6) g.rowSpan = 2
  })
  ;[...casino].sort(byRelease).slice(0, 36).forEach((g) => g.categories.push('new'))
  ;[...live].sort(byPopularity).slice(0, 24).forEach((g, i) => {
    g.categories.push('live-popular')
    if (i < 3) g.rowSpan = 2
  })

  return { games, categories, jackpotPools }
}

function slotCode(provider: ProviderId, name: string, lines: number, r: Prng): string {
  switch (provider) {
    case 'pragmaticplay':
      return `vs${lines}${compact(name).slice(0, 12)}`
    case 'playngo':
      return String(r.int(100, 999))
    case 'yggdrasil':
      return String(r.int(7000, 9999))
    case 'relax':
      return `rlx${compact(name).slice(0, 20)}`
    case 'pariplay':
      return `PAR_${compact(name).toUpperCase().slice(0, 24)}`
    case 'softswiss':
      return `softswiss:${pascal(name).slice(0, 40)}`
    case 'novomatic':
      return `novo${compact(name).slice(0, 20)}`
    default:
      return compact(name).slice(0, 32)
  }
}

function liveTable(
  r: Prng,
  style: (typeof liveStyles)[number],
  claimName: (draw: (attempt: number) => string) => string,
  uniqueId: () => string,
  uniqueCode: (make: () => string) => string,
): CatalogueGame {
  const local = r.chance(0.22)
  const name = claimName(() => {
    if (local) return r.chance(0.5) ? r.pick(localRoulette) : `${r.pick(localRoulette)} ${r.pick(['2', 'Live', 'Express', 'Prime'])}`
    const qualifier = r.pick(rouletteQualifiers)
    return r.weighted([
      [`${qualifier} Roulette`, 4],
      [`${qualifier} Roulette ${r.pick(['2', '3', 'A', 'B', 'Live', 'Express'])}`, 3],
      [`${qualifier} ${r.pick(rouletteQualifiers)} Roulette`, 2],
    ])
  })
  const vip = /VIP|Private|Salon|Prestige|Imperial|Platinum/.test(name)
  const fast = /Speed|Auto|Instant|Express/.test(name)
  const bettingMs = fast ? 10_000 : 15_000
  const spinningMs = fast ? 5_000 : 7_000
  const resultMs = 5_000
  const period = bettingMs + spinningMs + resultMs
  const hours = local ? [6 * 60, 2 * 60] : vip ? [16 * 60, 4 * 60] : [0, 0]
  const code = uniqueCode(() => {
    switch (style.provider) {
      case 'evolution':
        return r.chars(16, ALNUM)
      case 'pragmaticplay':
        return String(r.int(201, 299))
      case 'creedroomz':
        return `cr-${r.int(1000, 9999)}`
      default:
        return `${style.provider.slice(0, 3)}-rl-${r.int(100, 999)}`
    }
  })
  return {
    id: uniqueId(),
    slug: slugify(name),
    name,
    type: 'LIVE_CASINO',
    provider: style.provider,
    subProvider: style.subProvider,
    gameType: 'roulette',
    providerGameCode: code,
    theme: 'live',
    channels: ['web', 'mobile'],
    betMinMinor: vip ? r.pick([500, 1_000, 2_500]) : r.pick([10, 20, 50, 100]),
    betMaxMinor: vip ? r.pick([1_000_000, 2_500_000]) : r.pick([100_000, 250_000, 500_000]),
    currency: 'EUR',
    jackpotPool: null,
    rowSpan: 1,
    categories: ['live-all', ...(vip ? ['live-vip'] : []), ...(fast ? ['live-speed'] : []), ...(local ? ['live-local'] : [])],
    popularity: Math.round(r.next() * 800 + (style.provider === 'evolution' ? 200 : 0)),
    releasedOn: releaseDate(r),
    // Of the live providers only Evolution has a demo entry (authenticateEvolutionDemo).
    demo: style.provider === 'evolution',
    table: {
      tableId: code,
      dealerName: r.pick(dealerNames),
      seats: vip ? r.pick([7, 9, 12]) : null,
      originMs: CATALOGUE_DATE + r.int(0, period - 1),
      bettingMs,
      spinningMs,
      resultMs,
      openFromMinute: hours[0]!,
      openToMinute: hours[1]!,
    },
  }
}

function pools(): JackpotPoolSeed[] {
  const day = 86_400
  const pool = (id: string, title: string, provider: ProviderId, seedMinor: number, capMinor: number, cycleSeconds: number, offsetSeconds: number): JackpotPoolSeed => ({
    id,
    title,
    provider,
    currency: 'EUR',
    seedMinor,
    capMinor,
    cycleSeconds,
    originMs: CATALOGUE_DATE - offsetSeconds * 1000,
  })
  return [
    pool('aurora-mega', 'Aurora Mega Pool', 'evolution', 100_000_00, 2_500_000_00, 23 * day, 11 * day),
    pool('daily-treasure', 'Daily Treasure', 'pragmaticplay', 1_000_00, 25_000_00, day, 40_000),
    pool('golden-lotus', 'Golden Lotus', 'playngo', 10_000_00, 250_000_00, 7 * day, 3 * day),
    pool('northern-lights', 'Northern Lights', 'yggdrasil', 5_000_00, 100_000_00, 5 * day, 2 * day),
    pool('novo-link', 'Novo Link', 'novomatic', 2_000_00, 50_000_00, 3 * day, 70_000),
    pool('hourly-hot', 'Hourly Hot', 'relax', 100_00, 1_000_00, 3_600, 1_200),
    pool('quick-pot', 'Quick Pot', 'quickspin', 500_00, 10_000_00, 2 * day, 30_000),
    pool('fuze-fortune', 'Fuze Fortune', 'pariplay', 2_500_00, 75_000_00, 4 * day, 90_000),
    pool('orbit-jackpot', 'Orbit Jackpot', 'softswiss', 1_500_00, 40_000_00, 3 * day, 150_000),
  ]
}

const icon = (d: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="${d}"/></svg>`

const category = (id: string, type: GameType, position: number, labels: Record<string, string>, path: string, visibleInLobby = true): CategorySeed => ({
  id,
  type,
  position,
  visibleInMenu: true,
  visibleInLobby,
  labels,
  iconSvg: icon(path),
})

/** Categories and their labels in every language the lobby serves. */
const categories: CategorySeed[] = [
  category('popular', 'CASINO', 1, { en: 'Popular', fi: 'Suositut', no: 'Populære', de: 'Beliebt', fr: 'Populaires', es: 'Populares', pt: 'Populares', ja: '人気', tl: 'Sikat', tr: 'Popüler', pl: 'Popularne' }, 'M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z'),
  category('new', 'CASINO', 2, { en: 'New games', fi: 'Uudet pelit', no: 'Nye spill', de: 'Neue Spiele', fr: 'Nouveaux jeux', es: 'Juegos nuevos', pt: 'Jogos novos', ja: '新着ゲーム', tl: 'Mga bagong laro', tr: 'Yeni oyunlar', pl: 'Nowe gry' }, 'M12 1l2.5 6.5L21 10l-6.5 2.5L12 19l-2.5-6.5L3 10l6.5-2.5z'),
  category('jackpots', 'CASINO', 3, { en: 'Jackpots', fi: 'Jättipotit', no: 'Jackpotter', de: 'Jackpots', fr: 'Jackpots', es: 'Botes', pt: 'Jackpots', ja: 'ジャックポット', tl: 'Mga jackpot', tr: 'Jackpotlar', pl: 'Jackpoty' }, 'M4 6h16v4a8 8 0 01-16 0zM8 18h8v3H8z'),
  category('classic', 'CASINO', 4, { en: 'Classic slots', fi: 'Klassikkopelit', no: 'Klassiske spilleautomater', de: 'Klassische Slots', fr: 'Machines classiques', es: 'Tragaperras clásicas', pt: 'Slots clássicos', ja: 'クラシックスロット', tl: 'Klasikong slot', tr: 'Klasik slotlar', pl: 'Klasyczne automaty' }, 'M7 3a4 4 0 014 4v1h2V7a4 4 0 118 0c0 5-4 7-9 14C7 14 3 12 3 7a4 4 0 014-4z'),
  category('ancient', 'CASINO', 5, { en: 'Ancient worlds', fi: 'Muinaiset maailmat', no: 'Eldgamle verdener', de: 'Antike Welten', fr: 'Mondes antiques', es: 'Mundos antiguos', pt: 'Mundos antigos', ja: '古代の世界', tl: 'Sinaunang mundo', tr: 'Antik dünyalar', pl: 'Starożytne światy' }, 'M12 2l10 18H2zM12 8l-4 8h8z'),
  category('adventure', 'CASINO', 6, { en: 'Adventure', fi: 'Seikkailu', no: 'Eventyr', de: 'Abenteuer', fr: 'Aventure', es: 'Aventura', pt: 'Aventura', ja: 'アドベンチャー', tl: 'Pakikipagsapalaran', tr: 'Macera', pl: 'Przygoda' }, 'M12 2a10 10 0 110 20 10 10 0 010-20zm4 6l-6 2-2 6 6-2z'),
  category('nature', 'CASINO', 7, { en: 'Wild nature', fi: 'Villi luonto', no: 'Vill natur', de: 'Wilde Natur', fr: 'Nature sauvage', es: 'Naturaleza salvaje', pt: 'Natureza selvagem', ja: '野生の自然', tl: 'Ligaw na kalikasan', tr: 'Vahşi doğa', pl: 'Dzika przyroda' }, 'M17 3C9 3 4 8 4 16v5h2v-4c6 0 11-5 11-14z'),
  category('magic', 'CASINO', 8, { en: 'Magic & mystery', fi: 'Taikaa ja mysteeriä', no: 'Magi og mysterier', de: 'Magie & Mystik', fr: 'Magie et mystère', es: 'Magia y misterio', pt: 'Magia e mistério', ja: '魔法とミステリー', tl: 'Mahika at misteryo', tr: 'Büyü ve gizem', pl: 'Magia i tajemnica' }, 'M12 3a9 9 0 109 9A7 7 0 0112 3z'),
  category('all', 'CASINO', 9, { en: 'All games', fi: 'Kaikki pelit', no: 'Alle spill', de: 'Alle Spiele', fr: 'Tous les jeux', es: 'Todos los juegos', pt: 'Todos os jogos', ja: 'すべてのゲーム', tl: 'Lahat ng laro', tr: 'Tüm oyunlar', pl: 'Wszystkie gry' }, 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z'),
  category('live-popular', 'LIVE_CASINO', 1, { en: 'Popular tables', fi: 'Suositut pöydät', no: 'Populære bord', de: 'Beliebte Tische', fr: 'Tables populaires', es: 'Mesas populares', pt: 'Mesas populares', ja: '人気のテーブル', tl: 'Mga sikat na mesa', tr: 'Popüler masalar', pl: 'Popularne stoły' }, 'M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z'),
  category('live-speed', 'LIVE_CASINO', 2, { en: 'Speed & auto', fi: 'Pika ja automaatti', no: 'Hurtig og auto', de: 'Speed & Auto', fr: 'Rapide et auto', es: 'Rápida y automática', pt: 'Rápida e automática', ja: 'スピード＆オート', tl: 'Mabilis at awtomatiko', tr: 'Hızlı ve otomatik', pl: 'Szybkie i automatyczne' }, 'M13 2L4 14h7l-1 8 9-12h-7z'),
  category('live-vip', 'LIVE_CASINO', 3, { en: 'VIP tables', fi: 'VIP-pöydät', no: 'VIP-bord', de: 'VIP-Tische', fr: 'Tables VIP', es: 'Mesas VIP', pt: 'Mesas VIP', ja: 'VIPテーブル', tl: 'Mga VIP na mesa', tr: 'VIP masalar', pl: 'Stoły VIP' }, 'M3 7l5 4 4-7 4 7 5-4-2 12H5z'),
  category('live-local', 'LIVE_CASINO', 4, { en: 'Native dealers', fi: 'Omakieliset jakajat', no: 'Dealere på ditt språk', de: 'Dealer in Ihrer Sprache', fr: 'Croupiers dans votre langue', es: 'Crupieres en tu idioma', pt: 'Croupiers no seu idioma', ja: 'ネイティブディーラー', tl: 'Mga lokal na dealer', tr: 'Yerel krupiyeler', pl: 'Krupierzy w Twoim języku' }, 'M12 2a10 10 0 110 20 10 10 0 010-20zM2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20'),
  category('live-all', 'LIVE_CASINO', 5, { en: 'All tables', fi: 'Kaikki pöydät', no: 'Alle bord', de: 'Alle Tische', fr: 'Toutes les tables', es: 'Todas las mesas', pt: 'Todas as mesas', ja: 'すべてのテーブル', tl: 'Lahat ng mesa', tr: 'Tüm masalar', pl: 'Wszystkie stoły' }, 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z'),
]
