import { assign, setup } from 'xstate'
import type { Schemas } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor } from '../shared/provided'

export type Tournament = Schemas['Tournament']
export type TournamentLang = 'EN' | 'FI' | 'NO' | 'DE' | 'FR' | 'ES' | 'PT' | 'JA' | 'TL' | 'TR' | 'PL'
export type TournamentVertical = 'casino' | 'live-casino' | 'sports'

/** The path of GET /tournament/{market}/{vertical}/{lang} and its public form. */
export interface TournamentRequest {
  market: Schemas['MarketCode']
  vertical: TournamentVertical
  lang: TournamentLang
}

/**
 * The tournament language of a catalog (spec 001 §7: "Language CA maps to EN and CAF to FR"); the
 * other regional catalogs likewise take their language's (CL and PE Spanish, BR Portuguese). A
 * catalog that is no tournament language — CA, and NZ and INEN likewise — reads English.
 */
export function tournamentLang(catalog: string): TournamentLang {
  const regional: Record<string, TournamentLang> = { caf: 'FR', cl: 'ES', pe: 'ES', br: 'PT' }
  const own = regional[catalog] ?? catalog.toUpperCase()
  const known: readonly string[] = ['EN', 'FI', 'NO', 'DE', 'FR', 'ES', 'PT', 'JA', 'TL', 'TR', 'PL']
  return known.includes(own) ? (own as TournamentLang) : 'EN'
}

/** How often a shown leaderboard is read again: standings move while a tournament runs. */
export const REFRESH_MS = 60_000

export interface TournamentsInput {
  market: Schemas['MarketCode']
  vertical: TournamentVertical
  /** The page's catalog (`en`, `caf`, ...), mapped to the tournament language. */
  catalog: string
}

export interface TournamentsContext {
  request: TournamentRequest
  /** Whether the last load asked for the player's own standing. */
  signedIn: boolean
  /** The last list read; kept while it is read again. */
  tournaments: Tournament[]
  error: FlowError | null
}

export type TournamentsEvent = { type: 'tournaments.load'; signedIn: boolean } | { type: 'tournaments.retry' }

const load = (signedIn: boolean) => ({ signedIn })
const loadEvent = ({ event }: { event: TournamentsEvent }) => load((event as Extract<TournamentsEvent, { type: 'tournaments.load' }>).signedIn)

/** Loads by who is asking: the player's list with their standing, or the visitors' public one. */
const loadTransitions = [
  {
    guard: { type: 'isSignedIn', params: loadEvent },
    target: 'loadingAuthenticated',
    actions: { type: 'storeSignedIn', params: loadEvent },
    description: 'Load authenticated: a signed-in player gets the list with their own standing.',
  },
  {
    target: 'loadingPublic',
    actions: { type: 'storeSignedIn', params: loadEvent },
    description: 'Load public: a visitor gets the public list, without a standing.',
  },
] as const

/** Reads again for the same audience as the last load. */
const reloadTransitions = (description: string) =>
  [
    { guard: 'wasSignedIn', target: 'loadingAuthenticated', description: `${description} (the player’s list).` },
    { target: 'loadingPublic', description: `${description} (the public list).` },
  ] as const

const loadDone = {
  target: 'loaded',
  actions: { type: 'storeTournaments', params: ({ event }: { event: { output: Tournament[] } }) => event.output },
  description: 'The tournaments arrived: each with its time window, prize pool and leaderboard.',
} as const

const loadError = {
  target: 'failed',
  actions: { type: 'storeError', params: invokeError },
  description: 'The list could not be read: the section says so and offers to try again.',
} as const

/**
 * Tournaments of a lobby (spec 001 §7 Tournaments; 000 §3 lobby state "tournamentBoxes"; checklist
 * flow 'tournaments': loading, loaded; events load public, load authenticated). A visitor gets the
 * public list (GET /tournament/public/{market}/{vertical}/{lang}), a signed-in player the list with
 * their own standing (GET /tournament/{market}/{vertical}/{lang}); signing in or out loads again.
 * A shown list is read again every minute, keeping the one shown meanwhile.
 */
export const tournamentsMachine = setup({
  types: machineTypes<TournamentsInput, TournamentsContext, TournamentsEvent, 'loading'>(),
  actors: {
    listPublicTournaments: providedActor<Tournament[], TournamentRequest>('listPublicTournaments'),
    listTournaments: providedActor<Tournament[], TournamentRequest>('listTournaments'),
  },
  guards: {
    isSignedIn: (_, { signedIn }: { signedIn: boolean }) => signedIn,
    wasSignedIn: ({ context }) => context.signedIn,
  },
  actions: {
    storeSignedIn: assign((_, { signedIn }: { signedIn: boolean }) => ({ signedIn })),
    storeTournaments: assign((_, tournaments: Tournament[]) => ({ tournaments, error: null })),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
  },
  delays: { refreshInterval: REFRESH_MS },
}).createMachine({
  id: 'tournaments',
  description: 'The tournaments section of a lobby: the public list for a visitor, the list with their own standing for a player.',
  context: ({ input }) => ({
    request: { market: input.market, vertical: input.vertical, lang: tournamentLang(input.catalog) },
    signedIn: false,
    tournaments: [],
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing read yet: the lobby says who is looking (a visitor or a signed-in player).',
      on: { 'tournaments.load': loadTransitions },
    },
    loadingPublic: {
      tags: ['loading'],
      description: 'loading: the public tournaments are read for the market, vertical and language.',
      invoke: {
        id: 'listPublicTournaments',
        src: 'listPublicTournaments',
        input: ({ context }) => context.request,
        onDone: loadDone,
        onError: loadError,
      },
      on: { 'tournaments.load': loadTransitions },
    },
    loadingAuthenticated: {
      tags: ['loading'],
      description: 'loading: the tournaments with the player’s own standing are read.',
      invoke: {
        id: 'listTournaments',
        src: 'listTournaments',
        input: ({ context }) => context.request,
        onDone: loadDone,
        onError: loadError,
      },
      on: { 'tournaments.load': loadTransitions },
    },
    loaded: {
      description: 'loaded: the tournaments are shown with their time left, prize pool, top places and, for a player, their standing.',
      after: { refreshInterval: reloadTransitions('A minute passed: the standings are read again') },
      on: { 'tournaments.load': loadTransitions },
    },
    failed: {
      description: 'The list could not be read; the section offers to try again.',
      on: {
        'tournaments.retry': reloadTransitions('The player tries again'),
        'tournaments.load': loadTransitions,
      },
    },
  },
})
