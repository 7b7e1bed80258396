import { msg, plural } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The texts that carry a count ("wager 1 time", "10 free spins"), each a Lingui plural so that
 * every catalog writes the forms its language needs (Polish one/few/many, Japanese one form).
 * The numbers a message prints through `#` are formatted for the catalog's locale; amounts of
 * money arrive formatted.
 *
 * @example i18n._(bonusWager(money(bonus.amountMinor, bonus.currency), bonus.wrMultiplier ?? 0))
 */

/** A bonus and how many times it must be wagered: "Bonus $10.00 · wager 1 time". */
export const bonusWager = (bonus: string, wager: number): MessageDescriptor =>
  msg`Bonus ${bonus} · wager ${plural(wager, { one: '# time', other: '# times' })}`

/** A deposit bonus offered in the cashier: "Reload: $10.00, wager 1 time". */
export const depositBonusOption = (title: string, bonus: string, wager: number): MessageDescriptor =>
  msg`${title}: ${bonus}, wager ${plural(wager, { one: '# time', other: '# times' })}`

/** A campaign's bonus with its wagering terms: "Bonus $10.00 · wager 1 time within 1 day". */
export const bonusWagerWithin = (bonus: string, wager: number, days: number): MessageDescriptor =>
  msg`Bonus ${bonus} · wager ${plural(wager, { one: '# time', other: '# times' })} within ${plural(days, { one: '# day', other: '# days' })}`

/** A campaign's wagering terms when its bonus is a share of the deposit. */
export const wagerWithin = (wager: number, days: number): MessageDescriptor =>
  msg`Wager the bonus ${plural(wager, { one: '# time', other: '# times' })} within ${plural(days, { one: '# day', other: '# days' })}`

/** A free-spins reward: "1 free spin on Book of Fortune · $0.10 each · no wagering". */
export const freeSpinsOffer = (spins: number, games: string, value: string): MessageDescriptor =>
  msg`${plural(spins, { one: '# free spin', other: '# free spins' })} on ${games} · ${value} each · no wagering`

/** Free spins just claimed: "Welcome spins: 1 free spin is waiting in the game." */
export const freeSpinsWaiting = (title: string, spins: number): MessageDescriptor =>
  msg`${title}: ${plural(spins, { one: '# free spin is waiting in the game.', other: '# free spins are waiting in the game.' })}`

/** What is left of a free-spins reward: "0 of 1 spin left." */
export const spinsLeft = (left: number, spins: number): MessageDescriptor =>
  msg`${left} of ${plural(spins, { one: '# spin', other: '# spins' })} left.`

/** The lobby search's answer: "1 game found". */
export const gamesFound = (count: number): MessageDescriptor => msg({ message: plural(count, { one: '# game found', other: '# games found' }) })

/** How many games a category holds: "1 game". */
export const gamesTotal = (total: number): MessageDescriptor => msg({ message: plural(total, { one: '# game', other: '# games' }) })

/** A live table's studio and free seats: "Evolution · 1 seat free". */
export const seatsFree = (studio: string, seats: number): MessageDescriptor =>
  msg`${studio} · ${plural(seats, { one: '# seat free', other: '# seats free' })}`

/**
 * A leaderboard's points, short: "1 pt". The points arrive formatted as well (`shown`), since the
 * leaderboard writes them the same way in every language.
 */
export const pointsShort = (points: number, shown: string): MessageDescriptor => msg({ message: plural(points, { one: `${shown} pt`, other: `${shown} pts` }) })

/** The player's own place on a leaderboard: "Your place: #3 with 1 point". */
export const yourPlace = (rank: number, points: number, shown: string): MessageDescriptor =>
  msg`Your place: #${rank} with ${plural(points, { one: `${shown} point`, other: `${shown} points` })}`
