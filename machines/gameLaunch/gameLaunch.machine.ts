import { assign, setup } from 'xstate'
import { ApiCallError } from '../shared/callError'
import type { Parameters, RequestBody, ResponseBody, Schemas } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor, providedCallback, type OpenPage } from '../shared/provided'
import type { ProviderLaunchRequest } from './providerLaunch'

export type Game = Schemas['Game']
export type GameType = Schemas['GameType']
/** GET /lobby-service/games/{slug}: guard 7's lookup. */
export type GameLookup = { slug: string; market: NonNullable<Parameters<'getGame'>['query']>['market'] }
/** POST /game/{slug}/url (real) or /game/{slug}/url/demo (fun): the station fields. */
export type GameDataRequest = RequestBody<'getGameData'>
export type GameData = ResponseBody<'getGameData'>
export type LaunchMode = GameData['mode']
/** The launch: the game's slug for the generic call, and what the provider's own call needs (providerLaunch.ts). */
export interface LaunchRequest extends Omit<ProviderLaunchRequest, 'playerId'> {
  slug: string
}

/** What the game frame tells the site (spec 000 §2: ready, balance update, round end). */
export type FrameEvent =
  | { type: 'frame.ready'; balanceMinor: number; currency: string }
  | { type: 'frame.balance'; balanceMinor: number; currency: string }
  | { type: 'frame.roundEnd'; balanceMinor: number; currency: string; betMinor: number; winMinor: number }

/** What may hold the game paused: the in-game menu, the reality check. */
export type GameHolder = 'menu' | 'realityCheck'

export type GameLaunchEvent =
  | FrameEvent
  | { type: 'game.retry' }
  /** Something opened over the game: it pauses until every holder has let go. */
  | { type: 'game.hold'; by: GameHolder }
  | { type: 'game.release'; by: GameHolder }

export interface GameLaunchInput {
  slug: string
  /** The lobby whose path the game was opened under. */
  lobby: GameType
  signedIn: boolean
  langmarket: string
  market: NonNullable<GameLookup['market']>
  station: GameDataRequest
  /**
   * A free-spin launch (spec 000 §2: "free-spin launches add a free-spin flag"): opened from free
   * spins in the rewards panel. The provider offers the spins in the game; the page says so.
   */
  freeSpins?: boolean
}

export interface GameLaunchContext extends GameLaunchInput {
  mode: LaunchMode
  game: Game | null
  launchUrl: string | null
  token: string | null
  error: FlowError | null
  /**
   * A live table refused as closed now: when it opens again (an ISO instant), or null when the
   * platform named no time. Null for every other outcome.
   */
  opensAt: string | null
  balance: { minor: number; currency: string } | null
  rounds: number
  /** What holds the game paused now; the frame runs while none does. */
  holds: GameHolder[]
}

/** Where the game's title and provider show while it is open (spec 000 §3, site header). */
export interface GameTitle {
  title: string
  provider: Game['gameProvider']
}

const lobbyPath = { CASINO: 'online-casino', LIVE_CASINO: 'live-casino-online' } as const

/** The refusal of a live table that is not dealing (server/games/launch.ts evolutionTable). */
export const TABLE_UNAVAILABLE = 'error.evolution.table.unavailable'

/**
 * A launch refused because the live table is closed now: `{ opensAt }`, the instant it opens again
 * (null when the platform names none). Null for any other failure, the same code included when it
 * carries no `additionalInfo.opensAt` (a table that does not exist): only a closed table's refusal
 * says when it opens.
 */
export function closedTableOf(error: unknown): { opensAt: string | null } | null {
  if (!(error instanceof ApiCallError) || error.code !== TABLE_UNAVAILABLE) return null
  const info = error.additionalInfo
  if (!info || !('opensAt' in info)) return null
  const { opensAt } = info
  if (opensAt === null) return { opensAt: null }
  return typeof opensAt === 'string' && !Number.isNaN(Date.parse(opensAt)) ? { opensAt } : null
}

export const gameLaunchMachine = setup({
  types: machineTypes<GameLaunchInput, GameLaunchContext, GameLaunchEvent, 'loading' | 'playing'>(),
  actors: {
    loadGame: providedActor<Game, GameLookup>('loadGame'),
    launchGame: providedActor<GameData, LaunchRequest>('launchGame'),
    /** Listens to the game frame, checking every message's origin against the launch URL's. */
    listenToFrame: providedCallback<{ launchUrl: string }>('listenToFrame'),
  },
  actions: {
    openPage: providedAction<OpenPage>('openPage'),
    showGameTitle: providedAction<GameTitle>('showGameTitle'),
    storeGame: assign((_, game: Game) => ({ game })),
    storeLaunch: assign((_, data: GameData) => ({ launchUrl: data.launchUrl, token: data.token ?? null, mode: data.mode, error: null })),
    storeError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    /** After isClosedTable: the refusal is a closed table's. */
    storeClosedTable: assign((_, error: unknown) => ({ error: toFlowError(error), opensAt: closedTableOf(error)!.opensAt })),
    storeBalance: assign((_, { balanceMinor, currency }: { balanceMinor: number; currency: string }) => ({ balance: { minor: balanceMinor, currency } })),
    countRound: assign(({ context }) => ({ rounds: context.rounds + 1 })),
    addHold: assign(({ context }, by: GameHolder) => ({ holds: context.holds.includes(by) ? context.holds : [...context.holds, by] })),
    removeHold: assign(({ context }, by: GameHolder) => ({ holds: context.holds.filter((h) => h !== by) })),
    /**
     * Tells the game frame to pause (spec 000 §4: the frame is paused while the dialog is open):
     * when the first dialog opens over it, or when it comes up with one already open.
     */
    pauseFrame: providedAction<{ launchUrl: string; reason: 'opened' | 'ready' }>('pauseFrame'),
    resumeFrame: providedAction<{ launchUrl: string }>('resumeFrame'),
  },
  guards: {
    /** Live tables need login (spec 000 §2, guard 8), and a game without fun mode needs an account. */
    needsLogin: ({ context }, game: Game) => !context.signedIn && (game.type === 'LIVE_CASINO' || !game.demo),
    /** The path names the other lobby: casino access is not live-casino access (guard 7). */
    isOtherLobby: ({ context }, game: Game) => game.type !== context.lobby,
    /** The first thing to open over a running game pauses it. */
    pausesGame: ({ context }) => context.holds.length === 0,
    /** The last holder to let go resumes it. */
    resumesGame: ({ context }, by: GameHolder) => context.holds.length === 1 && context.holds[0] === by,
    isHeld: ({ context }) => context.holds.length > 0,
    /** The platform refused the launch because the live table is closed now, saying when it opens. */
    isClosedTable: (_, error: unknown) => closedTableOf(error) !== null,
  },
}).createMachine({
  id: 'gameLaunch',
  description: 'Opens a game: the game guard, then the launch in fun or real mode, then the game frame.',
  context: ({ input }) => ({
    ...input,
    mode: input.signedIn ? 'real' : 'fun',
    // Free spins are real money's: a visitor's fun launch has none.
    freeSpins: input.freeSpins === true && input.signedIn,
    game: null,
    launchUrl: null,
    token: null,
    error: null,
    opensAt: null,
    balance: null,
    rounds: 0,
    holds: [],
  }),
  initial: 'checkingGame',
  on: {
    'game.hold': { actions: { type: 'addHold', params: ({ event }) => event.by }, description: 'Something opened over the game before it runs: it starts paused.' },
    'game.release': { actions: { type: 'removeHold', params: ({ event }) => event.by }, description: 'What was open over the game closed.' },
  },
  states: {
    checkingGame: {
      tags: ['loading'],
      description:
        'Guard 7: the game is looked up by its slug; the platform refuses a game the player may not play (no casino or live-casino access, a flagged player, a restricted country).',
      invoke: {
        id: 'loadGame',
        src: 'loadGame',
        input: ({ context }) => ({ slug: context.slug, market: context.market }),
        onDone: [
          {
            guard: { type: 'isOtherLobby', params: ({ event }) => event.output },
            target: 'leaving',
            actions: { type: 'storeGame', params: ({ event }) => event.output },
            description: 'The game belongs to the other lobby: the path is not a way in.',
          },
          {
            guard: { type: 'needsLogin', params: ({ event }) => event.output },
            target: 'askingToLogIn',
            actions: { type: 'storeGame', params: ({ event }) => event.output },
            description: 'A visitor opened a live table, or a game without fun mode.',
          },
          {
            target: 'launching',
            actions: [
              { type: 'storeGame', params: ({ event }) => event.output },
              { type: 'showGameTitle', params: ({ event }) => ({ title: event.output.name, provider: event.output.gameProvider }) },
            ],
            description: 'The game may be played: its title shows in the site header and it is launched.',
          },
        ],
        onError: { target: 'leaving', actions: { type: 'storeError', params: invokeError }, description: 'No such game, or not for this player: redirect.' },
      },
    },
    launching: {
      tags: ['loading'],
      description:
        'The launch is requested with the provider’s own call (Pragmatic, Pariplay, SOFTSWISS, Novomatic, Evolution, Quickspin, Relax, Play’n GO, CreedRoomz, Yggdrasil) or the generic one: real money for a signed-in player, fun mode for a visitor.',
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => ({
          slug: context.slug,
          mode: context.mode,
          station: context.station,
          game: context.game!,
          jurisdiction: context.market,
          lobbyUrl: `/${context.langmarket}/${lobbyPath[context.lobby]}`,
          depositUrl: `/${context.langmarket}/my-account/banking/deposit`,
        }),
        onDone: { target: 'playing', actions: { type: 'storeLaunch', params: ({ event }) => event.output }, description: 'The launch URL arrived: the game frame opens.' },
        onError: [
          {
            guard: { type: 'isClosedTable', params: invokeError },
            target: 'tableClosed',
            actions: { type: 'storeClosedTable', params: invokeError },
            description: 'The live table is closed now: the platform says when it opens.',
          },
          { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'The provider did not answer with a game.' },
        ],
      },
    },
    playing: {
      tags: ['playing'],
      description: 'The game runs in its frame. Only messages from the launch URL’s origin count.',
      invoke: { src: 'listenToFrame', input: ({ context }) => ({ launchUrl: context.launchUrl! }) },
      on: {
        'frame.ready': [
          {
            guard: 'isHeld',
            actions: [{ type: 'storeBalance', params: ({ event }) => event }, { type: 'pauseFrame', params: ({ context }) => ({ launchUrl: context.launchUrl!, reason: 'ready' as const }) }],
            description: 'The game is ready while something is open over it: it is paused at once.',
          },
          { actions: { type: 'storeBalance', params: ({ event }) => event }, description: 'The game is ready and tells the balance it plays with.' },
        ],
        'game.hold': [
          {
            guard: 'pausesGame',
            actions: [{ type: 'addHold', params: ({ event }) => event.by }, { type: 'pauseFrame', params: ({ context }) => ({ launchUrl: context.launchUrl!, reason: 'opened' as const }) }],
            description: 'A dialog opened over the running game (menu, reality check): the frame pauses.',
          },
          { actions: { type: 'addHold', params: ({ event }) => event.by }, description: 'Another dialog opened over the paused game.' },
        ],
        'game.release': [
          {
            guard: { type: 'resumesGame', params: ({ event }) => event.by },
            actions: [{ type: 'removeHold', params: ({ event }) => event.by }, { type: 'resumeFrame', params: ({ context }) => ({ launchUrl: context.launchUrl! }) }],
            description: 'The last dialog over the game closed: the frame resumes.',
          },
          { actions: { type: 'removeHold', params: ({ event }) => event.by }, description: 'A dialog closed, another still holds the game paused.' },
        ],
        'frame.balance': { actions: { type: 'storeBalance', params: ({ event }) => event }, description: 'The game’s balance changed.' },
        'frame.roundEnd': {
          actions: [{ type: 'storeBalance', params: ({ event }) => event }, 'countRound'],
          description: 'A round ended: bet and win are settled and the balance moves.',
        },
      },
    },
    failed: {
      description: 'The game could not be launched; the player sees why and can try again.',
      on: { 'game.retry': { target: 'launching', description: 'The player tries the launch again.' } },
    },
    tableClosed: {
      type: 'final',
      description:
        'The live table is closed now (it keeps opening hours): the player is told when it opens and shown the way back to the lobby. Trying again before then cannot help, so there is no retry.',
    },
    askingToLogIn: {
      type: 'final',
      description: 'The login opens over the lobby, keeping the game as the page to open after logging in.',
      entry: {
        type: 'openPage',
        params: ({ context }) => {
          const game = `/${context.langmarket}/${lobbyPath[context.lobby]}/play/${context.game!.gameProvider}/${context.slug}`
          return { href: `/${context.langmarket}/${lobbyPath[context.lobby]}?${new URLSearchParams({ login: '1', redirect: game })}`, replace: true }
        },
      },
    },
    leaving: {
      type: 'final',
      description: 'Guard 7 redirects: the locale home page opens instead of the game.',
      entry: { type: 'openPage', params: ({ context }) => ({ href: `/${context.langmarket}`, replace: true }) },
    },
  },
})
