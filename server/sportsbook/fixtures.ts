/**
 * The sandbox sportsbook's fixture list, as a pure function of the clock: event n kicks off at
 * ORIGIN + n × slot, is listed for betting from LEAD slots before, is played for MATCH ms after
 * kick-off, and its result is drawn then (settlement.ts). Every platform instance therefore agrees
 * on the events and their odds without talking to the others, as the roulette tables agree on
 * their rounds. The teams and odds of an event come from a PRNG seeded with its number (they must
 * be the same on every read); results never do — they come from the crypto RNG.
 */
import { prng } from '../games/prng.ts'

export type Selection = 'home' | 'draw' | 'away'
export type EventPhase = 'open' | 'live' | 'finished'

export interface Schedule {
  originMs: number
  /** A new event kicks off every slot. */
  slotMs: number
  /** How long an event is played: its result is drawn this long after kick-off. */
  matchMs: number
  /** How many slots ahead events are listed (and open for bets). */
  leadSlots: number
}

/** Kick-off every 20 s, results 10 s later: short, so a player (and a test) sees a bet settled. */
export const SCHEDULE: Schedule = { originMs: Date.UTC(2026, 0, 1), slotMs: 20_000, matchMs: 10_000, leadSlots: 9 }

/** The bookmaker's margin built into the odds (6 %). */
export const MARGIN = 0.06

interface Sport {
  id: string
  /** Football and ice hockey have draws; tennis and basketball do not. */
  draws: boolean
  competitions: { id: string; region: string; name: string; teams: string[] }[]
}

/** A few sports, one or two competitions each: small and honest rather than wide. */
export const SPORTS: readonly Sport[] = [
  {
    id: 'football',
    draws: true,
    competitions: [
      { id: 'veikkausliiga', region: 'finland', name: 'Veikkausliiga', teams: ['HJK', 'KuPS', 'SJK', 'FC Inter', 'Ilves', 'FC Lahti', 'VPS', 'HaKa'] },
      { id: 'eliteserien', region: 'norway', name: 'Eliteserien', teams: ['Bodø/Glimt', 'Molde', 'Rosenborg', 'Brann', 'Viking', 'Vålerenga', 'Lillestrøm', 'Tromsø'] },
    ],
  },
  {
    id: 'ice-hockey',
    draws: true,
    competitions: [{ id: 'liiga', region: 'finland', name: 'Liiga', teams: ['Tappara', 'Kärpät', 'HIFK', 'TPS', 'Lukko', 'Ilves', 'Pelicans', 'JYP'] }],
  },
  {
    id: 'tennis',
    draws: false,
    competitions: [{ id: 'atp-tour', region: 'international', name: 'ATP Tour', teams: ['A. Ruud', 'E. Ruusuvuori', 'C. Alcaraz', 'J. Sinner', 'D. Medvedev', 'A. Zverev', 'H. Rune', 'T. Fritz'] }],
  },
  {
    id: 'basketball',
    draws: false,
    competitions: [{ id: 'euroleague', region: 'europe', name: 'EuroLeague', teams: ['Real Madrid', 'Olympiacos', 'Fenerbahçe', 'Panathinaikos', 'Barcelona', 'Monaco', 'Partizan', 'Žalgiris'] }],
  },
]

export interface SportsEvent {
  eventNo: number
  /** The event's id in deep links and the bet slip: `ev-<n>`. */
  eventId: string
  sport: string
  region: string
  competition: string
  competitionName: string
  home: string
  away: string
  kickoffAt: number
  resultAt: number
  /** Decimal odds times 100, by selection; no draw where the sport has none. */
  odds: Partial<Record<Selection, number>>
}

export const eventId = (eventNo: number) => `ev-${eventNo}`

export function eventNoOf(id: string): number | null {
  const match = /^ev-(\d{1,15})$/.exec(id)
  return match ? Number(match[1]) : null
}

export const kickoffOf = (s: Schedule, eventNo: number) => s.originMs + eventNo * s.slotMs

/** Odds (times 100) from true probabilities with the margin on top, never below 1.01. */
export function oddsFor(probabilities: Partial<Record<Selection, number>>, margin = MARGIN): Partial<Record<Selection, number>> {
  const odds: Partial<Record<Selection, number>> = {}
  for (const [selection, p] of Object.entries(probabilities) as [Selection, number][]) {
    odds[selection] = Math.max(101, Math.floor(100 / (p * (1 + margin))))
  }
  return odds
}

/** The event numbered `eventNo`: the same teams and odds on every call and every instance. */
export function eventAt(s: Schedule, eventNo: number): SportsEvent {
  const random = prng(`sportsbook:${eventNo}`)
  const sport = random.pick(SPORTS)
  const competition = random.pick(sport.competitions)
  const home = random.pick(competition.teams)
  const away = random.pick(competition.teams.filter((t) => t !== home))
  // Strengths from 1 to 4, the home side a little stronger; a draw is likelier between equals.
  const h = 1 + random.next() * 3 + 0.3
  const a = 1 + random.next() * 3
  const drawShare = sport.draws ? 0.3 - Math.min(0.15, Math.abs(h - a) * 0.05) : 0
  const probabilities: Partial<Record<Selection, number>> = {
    home: (h / (h + a)) * (1 - drawShare),
    ...(sport.draws ? { draw: drawShare } : {}),
    away: (a / (h + a)) * (1 - drawShare),
  }
  const kickoffAt = kickoffOf(s, eventNo)
  return {
    eventNo,
    eventId: eventId(eventNo),
    sport: sport.id,
    region: competition.region,
    competition: competition.id,
    competitionName: competition.name,
    home,
    away,
    kickoffAt,
    resultAt: kickoffAt + s.matchMs,
    odds: oddsFor(probabilities),
  }
}

export function phaseOf(event: Pick<SportsEvent, 'kickoffAt' | 'resultAt'>, nowMs: number): EventPhase {
  return nowMs < event.kickoffAt ? 'open' : nowMs < event.resultAt ? 'live' : 'finished'
}

/** The first event that has not kicked off at `nowMs`. */
export const nextEventNo = (s: Schedule, nowMs: number) => Math.floor((nowMs - s.originMs) / s.slotMs) + 1

/** The newest event whose result time has passed at `nowMs`. */
export const lastFinishedEventNo = (s: Schedule, nowMs: number) => Math.floor((nowMs - s.originMs - s.matchMs) / s.slotMs)

/**
 * What the list shows at `nowMs`: the events recently finished and in play, then the next
 * `leadSlots` open for bets, oldest first.
 */
export function listedEvents(s: Schedule, nowMs: number, finishedShown = 2): SportsEvent[] {
  const first = lastFinishedEventNo(s, nowMs) - finishedShown + 1
  const last = nextEventNo(s, nowMs) + s.leadSlots - 1
  return Array.from({ length: last - first + 1 }, (_, i) => eventAt(s, first + i))
}

/** Whether `eventNo` is listed and open for bets at `nowMs`. */
export function isOpenForBets(s: Schedule, eventNo: number, nowMs: number): boolean {
  return eventNo >= nextEventNo(s, nowMs) && eventNo < nextEventNo(s, nowMs) + s.leadSlots
}

/**
 * Draws an outcome weighted by the published odds: each selection's implied probability (1/odds,
 * normalised, so the margin is spread evenly) against a uniform integer from `uniform(max)`, which
 * the caller backs with the crypto RNG.
 */
export function drawOutcome(odds: Partial<Record<Selection, number>>, uniform: (max: number) => number): Selection {
  const SCALE = 1_000_000
  const entries = Object.entries(odds) as [Selection, number][]
  const implied = entries.map(([selection, o]) => [selection, 1 / o] as const)
  const total = implied.reduce((sum, [, p]) => sum + p, 0)
  let ticket = uniform(SCALE)
  for (const [selection, p] of implied) {
    const share = Math.round((p / total) * SCALE)
    if (ticket < share) return selection
    ticket -= share
  }
  return implied[implied.length - 1]![0]
}

/** What a winning single returns: the stake times the odds, rounded down to the minor unit. */
export const returnOf = (stakeMinor: number, oddsCenti: number) => Math.floor((stakeMinor * oddsCenti) / 100)
