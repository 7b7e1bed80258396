/**
 * When a live table's rounds happen, as a pure function of the clock: a table deals one round
 * after another — betting window, then the wheel spins with bets closed, then the result shows —
 * from a fixed origin, so every instance of the platform agrees on the round in play without
 * talking to the others. A table may keep opening hours (UTC minutes of the day).
 */

export interface TableSchedule {
  /** The table's round 0 opened at this instant (ms since the epoch); tables are staggered. */
  originMs: number
  bettingMs: number
  spinningMs: number
  resultMs: number
  /** Minutes of the UTC day the table deals from and until; equal values mean always open. */
  openFromMinute: number
  openToMinute: number
}

export type TablePhase = 'betting' | 'spinning' | 'result' | 'closed'

export interface RoundTimes {
  roundNo: number
  opensAt: number
  /** Bets are refused from this instant. */
  closesAt: number
  /** The result is known and shown from this instant. */
  resultAt: number
  endsAt: number
}

export const periodMs = (s: TableSchedule) => s.bettingMs + s.spinningMs + s.resultMs

export function roundTimes(s: TableSchedule, roundNo: number): RoundTimes {
  const opensAt = s.originMs + roundNo * periodMs(s)
  const closesAt = opensAt + s.bettingMs
  const resultAt = closesAt + s.spinningMs
  return { roundNo, opensAt, closesAt, resultAt, endsAt: resultAt + s.resultMs }
}

/** The round whose period contains `nowMs`. */
export function roundAt(s: TableSchedule, nowMs: number): RoundTimes {
  return roundTimes(s, Math.floor((nowMs - s.originMs) / periodMs(s)))
}

export function isOpen(s: TableSchedule, nowMs: number): boolean {
  if (s.openFromMinute === s.openToMinute) return true
  const minute = Math.floor((((nowMs % 86_400_000) + 86_400_000) % 86_400_000) / 60_000)
  return s.openFromMinute < s.openToMinute
    ? minute >= s.openFromMinute && minute < s.openToMinute
    : minute >= s.openFromMinute || minute < s.openToMinute
}

export function phaseAt(s: TableSchedule, nowMs: number): { phase: TablePhase; round: RoundTimes } {
  const round = roundAt(s, nowMs)
  // A round that opened while the table was open is dealt to its end, even past closing time.
  if (!isOpen(s, round.opensAt)) return { phase: 'closed', round }
  const phase = nowMs < round.closesAt ? 'betting' : nowMs < round.resultAt ? 'spinning' : 'result'
  return { phase, round }
}
