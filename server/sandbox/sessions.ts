/**
 * Sandbox game sessions: a game open in a frame, in fun mode (a virtual balance held in the
 * session) or real mode (opened with a launch ticket; its money moves through the seamless
 * wallet once the platform has one). The session id — 256 random bits — is the only credential
 * the game's calls carry.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { playerBalances } from '../ledger/ledger.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { gameNotFound } from '../games/access.ts'
import { gameById, type GameRow } from '../games/catalogue.ts'
import { fromEuroCents, knownCurrency } from '../games/currencies.ts'
import { launchKey, redeemLaunch } from '../games/launch-tokens.ts'
import { recordPlayed } from '../games/player-games.ts'
import { freeRoundsFor } from './free-rounds.ts'
import { rulesFor } from './jurisdictions.ts'

export type SandboxSession = components['schemas']['SandboxSession']
export type SessionRequest = components['schemas']['SandboxSessionRequest']

/** A session lives this long after its last call. */
export const IDLE_SECONDS = { fun: 2 * 3600, real: 30 * 60 } as const
/** Fun mode starts with 1,000 EUR worth of play money. */
export const FUN_BALANCE_EURO_CENTS = 100_000

/** Slot stakes offered, in euro cents (multiples of 20: a cent per line of the 20-line machine). */
const SLOT_LEVELS = [20, 40, 60, 100, 200, 400, 600, 1_000, 2_000, 4_000, 10_000, 20_000, 50_000]
/** Roulette chips, in euro cents. */
const CHIPS = [10, 50, 100, 500, 1_000, 5_000, 25_000]

export interface SessionRow extends Record<string, unknown> {
  id: string
  game_id: string
  mode: 'fun' | 'real'
  player_id: string | null
  jurisdiction: string
  currency: string
  language: string
  channel: 'web' | 'mobile'
  fun_balance_minor: string | number | null
  expires_at: Date | string
  last_spin_at: Date | string | null
}

export const engineOf = (game: Pick<GameRow, 'game_type'>) => (game.game_type === 'roulette' ? 'roulette' : 'slot')

/** What the stakes and a spin need of a game. */
export type PlayedGame = Pick<GameRow, 'id' | 'name' | 'game_type' | 'bet_min_minor' | 'bet_max_minor'>

/** The stakes a session offers: the game's limits and the market's cap, in the session's currency. */
export function betLevels(game: PlayedGame, jurisdiction: string, currency: string): number[] {
  const engine = engineOf(game)
  const step = engine === 'slot' ? 20 : 1
  const min = fromEuroCents(Number(game.bet_min_minor), currency, step)
  const max = fromEuroCents(Number(game.bet_max_minor), currency, step)
  const cap = engine === 'slot' ? rulesFor(jurisdiction, currency).maxStakeMinor : null
  const levels = [...new Set((engine === 'slot' ? SLOT_LEVELS : CHIPS).map((cents) => fromEuroCents(cents, currency, step)))]
  return levels.filter((l) => l >= min && l <= max && (cap === null || l <= cap))
}

export const sessionNotFound = () => new ApiProblem(404, 'error.game.session.not.found', 'No such game session.')

function live<T extends SessionRow>(row: T | null): T {
  if (!row) throw sessionNotFound()
  if (new Date(row.expires_at).getTime() <= Date.now()) throw new ApiProblem(404, 'error.game.session.expired', 'This game session has ended: reopen the game.')
  return row
}

/** The session for a call; expired or unknown is a 404 the game shows as "session over". */
export async function liveSession(db: Db, id: string, lock = false): Promise<SessionRow> {
  return live(await db.one<SessionRow>(`select * from game_sessions where id = $1${lock ? ' for update' : ''}`, [id]))
}

/**
 * `liveSession(db, id, true)` with the game fields a spin needs, in one query: the session row
 * locked, the game's row read (gameById would read the whole catalogue entry, with its provider,
 * studio, feature flag and seats, none of which a spin uses).
 */
export async function lockedSessionWithGame(db: Db, id: string): Promise<{ session: SessionRow; game: PlayedGame }> {
  const row = live(
    await db.one<SessionRow & { game_name: string; game_game_type: string; game_bet_min_minor: string | number; game_bet_max_minor: string | number }>(
      `select s.*, g.name as game_name, g.game_type as game_game_type, g.bet_min_minor as game_bet_min_minor, g.bet_max_minor as game_bet_max_minor
         from game_sessions s join games g on g.id = s.game_id where s.id = $1 for update of s`,
      [id],
    ),
  )
  const { game_name, game_game_type, game_bet_min_minor, game_bet_max_minor, ...session } = row
  return { session, game: { id: session.game_id, name: game_name, game_type: game_game_type, bet_min_minor: game_bet_min_minor, bet_max_minor: game_bet_max_minor } }
}

/**
 * Keeps a session alive after a call. `set` adds columns the caller writes to the session row
 * anyway, so the row is updated once.
 */
export async function touch(db: Db, session: SessionRow, set: Record<string, unknown> = {}): Promise<void> {
  const columns = Object.keys(set)
  await db.query(
    `update game_sessions set last_seen_at = now(), expires_at = now() + make_interval(secs => $2)${columns.map((c, i) => `, ${c} = $${i + 3}`).join('')} where id = $1`,
    [session.id, IDLE_SECONDS[session.mode], ...columns.map((c) => set[c])],
  )
}

/** The free rounds the session offers: a real-money slot's player's live grant on the game. */
async function sessionFreeRounds(db: Db, session: SessionRow, engine: 'slot' | 'roulette'): Promise<SandboxSession['freeRounds']> {
  if (session.mode !== 'real' || engine !== 'slot' || !session.player_id) return null
  const rounds = await freeRoundsFor(db, session.player_id, session.game_id, session.currency)
  return rounds && { left: rounds.left, spinValueMinor: rounds.spinValueMinor }
}

export async function sessionView(db: Db, session: SessionRow, game?: GameRow): Promise<SandboxSession> {
  const g = game ?? (await gameById(db, session.game_id))
  if (!g) throw gameNotFound(session.game_id)
  const engine = engineOf(g)
  return {
    sessionId: session.id,
    gameId: g.id,
    gameName: g.name,
    engine,
    mode: session.mode,
    currency: session.currency,
    // Real money plays the wallet's cash, which the game shows as its balance.
    balanceMinor:
      session.fun_balance_minor !== null ? Number(session.fun_balance_minor) : session.player_id ? ((await playerBalances(db, session.player_id))?.balances.MAIN ?? 0) : null,
    rules: rulesFor(session.jurisdiction, session.currency),
    betLevels: betLevels(g, session.jurisdiction, session.currency),
    tableId: engine === 'roulette' ? g.table_id : null,
    expiresAt: new Date(session.expires_at).toISOString(),
    freeRounds: await sessionFreeRounds(db, session, engine),
  }
}

export async function openSession(db: Db, request: SessionRequest): Promise<SandboxSession> {
  const game = await gameById(db, request.gameId)
  if (!game || !game.enabled || !game.feature_on) throw gameNotFound(request.gameId)
  const id = randomBytes(32).toString('base64url')
  if (request.moneyMode === 'fun') {
    if (!game.demo) throw new ApiProblem(400, 'error.game.demo.unavailable', `${game.name} has no fun mode.`)
    const currency = knownCurrency(request.currency) ? request.currency : 'EUR'
    const row = (await db.one<SessionRow>(
      `insert into game_sessions (id, game_id, mode, jurisdiction, currency, language, channel, fun_balance_minor, expires_at)
       values ($1, $2, 'fun', $3, $4, $5, $6, $7, now() + make_interval(secs => $8)) returning *`,
      [id, game.id, request.jurisdiction, currency, request.lang, request.channel, fromEuroCents(FUN_BALANCE_EURO_CENTS, currency), IDLE_SECONDS.fun],
    ))!
    return sessionView(db, row, game)
  }
  if (!request.ticket) throw new ApiProblem(400, 'error.game.ticket.invalid', 'Real money needs the launch ticket.')
  const key = await launchKey(db)
  const row = await db.transaction(async (tx) => {
    const launch = await redeemLaunch(tx, key, request.ticket!, game)
    // The market and currency are the launch's, fixed when the platform checked the player.
    return (await tx.one<SessionRow>(
      `insert into game_sessions (id, game_id, mode, player_id, launch_token_id, jurisdiction, currency, language, channel, expires_at)
       values ($1, $2, 'real', $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9)) returning *`,
      [id, game.id, launch.player_id, launch.id, launch.jurisdiction, launch.currency, request.lang, request.channel, IDLE_SECONDS.real],
    ))!
  })
  await recordPlayed(db, row.player_id!, game.id)
  return sessionView(db, row, game)
}
