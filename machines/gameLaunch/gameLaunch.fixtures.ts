import { ApiCallError } from '../shared/callError'
import { game } from '../lobby/lobby.fixtures'
import type { GameData, GameLaunchInput } from './gameLaunch.machine'

export const slot = game('book-of-dead', 'Book of Dead')
export const liveTable = game('lightning-roulette', 'Lightning Roulette', { type: 'LIVE_CASINO', gameProvider: 'evolution', demo: false })
/** A casino game without fun mode (like every live table). */
export const noFunMode = { ...slot, demo: false }
export const slotAsLive = { ...slot, type: 'LIVE_CASINO' as const }

export const station = { countryCode: 'FI', currency: 'EUR', language: 'en', platform: 'web', ip: '10.0.0.1', locale: 'en-FI', playerCountryCode: 'FI' } satisfies GameLaunchInput['station']

export const visitor: GameLaunchInput = { slug: 'book-of-dead', lobby: 'CASINO', signedIn: false, langmarket: 'en-UN', market: 'UN', station }
export const player: GameLaunchInput = { ...visitor, signedIn: true }

export const funLaunch: GameData = { game: slot, mode: 'fun', launchUrl: '/sandbox/games/launch?moneymode=fun&gameid=book-of-dead', token: null }
export const realLaunch: GameData = { game: slot, mode: 'real', launchUrl: '/sandbox/games/launch?moneymode=real&ticket=t-1', token: 't-1' }

export const notFound = new ApiCallError(404, { status: 404, code: 'error.game.not.found', message: 'No such game' })
export const providerFailed = new ApiCallError(502, { status: 502, code: 'error.game.provider.failed', message: 'Provider down' })
/** A live table closed now: the refusal says when it opens (server/games/launch.ts evolutionTable). */
export const tableOpensAt = '2026-11-28T17:00:18.000Z'
export const tableClosed = new ApiCallError(400, {
  status: 400,
  code: 'error.evolution.table.unavailable',
  message: `Evolution table ch9h4wpzqobfdcfr is closed now; it opens at ${tableOpensAt}.`,
  additionalInfo: { opensAt: tableOpensAt },
})
/** The same code for a table that does not exist: no opening time, so trying again is offered. */
export const tableUnknown = new ApiCallError(400, { status: 400, code: 'error.evolution.table.unavailable', message: 'Evolution table nosuchtable does not exist.' })

