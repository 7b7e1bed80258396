/** The sandbox sportsbook's schedule and odds model: the same events everywhere, odds with the margin, results weighted by the odds. */
import { describe, expect, it } from 'vitest'
import { drawOutcome, eventAt, eventNoOf, isOpenForBets, lastFinishedEventNo, listedEvents, MARGIN, nextEventNo, oddsFor, phaseOf, returnOf, SCHEDULE, SPORTS } from './fixtures.ts'

const s = SCHEDULE

describe('the fixture list', () => {
  it('gives the same event for the same number, on every call', () => {
    expect(eventAt(s, 1234)).toEqual(eventAt(s, 1234))
    expect(eventAt(s, 1234).eventId).toBe('ev-1234')
    expect(eventNoOf('ev-1234')).toBe(1234)
    expect(eventNoOf('1234')).toBeNull()
    expect(eventNoOf('ev-')).toBeNull()
  })

  it('pits two different teams of one competition, with a draw only where the sport has one', () => {
    for (let n = 0; n < 200; n++) {
      const e = eventAt(s, n)
      const sport = SPORTS.find((x) => x.id === e.sport)!
      const competition = sport.competitions.find((c) => c.id === e.competition)!
      expect(competition.teams).toContain(e.home)
      expect(competition.teams).toContain(e.away)
      expect(e.home).not.toBe(e.away)
      expect(e.region).toBe(competition.region)
      expect('draw' in e.odds).toBe(sport.draws)
      expect(e.kickoffAt).toBe(s.originMs + n * s.slotMs)
      expect(e.resultAt).toBe(e.kickoffAt + s.matchMs)
    }
  })

  it('prices the margin in: the implied probabilities add up to about 1.06', () => {
    for (let n = 0; n < 200; n++) {
      const implied = Object.values(eventAt(s, n).odds).reduce((sum, o) => sum + 100 / o!, 0)
      expect(implied).toBeGreaterThanOrEqual(1 + MARGIN - 0.001)
      expect(implied).toBeLessThan(1 + MARGIN + 0.03)
    }
    expect(oddsFor({ home: 0.5, away: 0.5 })).toEqual({ home: 188, away: 188 })
    expect(oddsFor({ home: 0.999, away: 0.001 }).home).toBe(101)
  })

  it('opens an event for bets until kick-off, plays it until its result time, then lists it as finished', () => {
    const e = eventAt(s, 50)
    expect(phaseOf(e, e.kickoffAt - 1)).toBe('open')
    expect(phaseOf(e, e.kickoffAt)).toBe('live')
    expect(phaseOf(e, e.resultAt - 1)).toBe('live')
    expect(phaseOf(e, e.resultAt)).toBe('finished')
    expect(isOpenForBets(s, 50, e.kickoffAt - 1)).toBe(true)
    expect(isOpenForBets(s, 50, e.kickoffAt)).toBe(false)
    // Listed, and open, from leadSlots slots before kick-off; not earlier.
    expect(isOpenForBets(s, 50, e.kickoffAt - s.leadSlots * s.slotMs)).toBe(true)
    expect(isOpenForBets(s, 50, e.kickoffAt - s.leadSlots * s.slotMs - 1)).toBe(false)
    expect(nextEventNo(s, e.kickoffAt - 1)).toBe(50)
    expect(nextEventNo(s, e.kickoffAt)).toBe(51)
    expect(lastFinishedEventNo(s, e.resultAt - 1)).toBe(49)
    expect(lastFinishedEventNo(s, e.resultAt)).toBe(50)
  })

  it('lists the two last finished events, the one in play and the next open ones, oldest first', () => {
    const now = eventAt(s, 100).kickoffAt + 1 // event 100 in play, 99 and 98 finished
    const listed = listedEvents(s, now)
    expect(listed.map((e) => e.eventNo)).toEqual([98, 99, 100, ...Array.from({ length: s.leadSlots }, (_, i) => 101 + i)])
    expect(listed.map((e) => phaseOf(e, now))).toEqual(['finished', 'finished', 'live', ...Array(s.leadSlots).fill('open')])
  })
})

describe('a result', () => {
  it('falls on each selection in proportion to its implied probability', () => {
    const odds = { home: 150, draw: 400, away: 600 }
    const total = 1 / 150 + 1 / 400 + 1 / 600
    const homeShare = Math.round((1 / 150 / total) * 1_000_000)
    const drawShare = Math.round((1 / 400 / total) * 1_000_000)
    expect(drawOutcome(odds, () => 0)).toBe('home')
    expect(drawOutcome(odds, () => homeShare - 1)).toBe('home')
    expect(drawOutcome(odds, () => homeShare)).toBe('draw')
    expect(drawOutcome(odds, () => homeShare + drawShare - 1)).toBe('draw')
    expect(drawOutcome(odds, () => homeShare + drawShare)).toBe('away')
    expect(drawOutcome(odds, () => 999_999)).toBe('away')
  })

  it('asks the RNG for one number below a million', () => {
    const asked: number[] = []
    drawOutcome({ home: 190, away: 190 }, (max) => (asked.push(max), 0))
    expect(asked).toEqual([1_000_000])
  })

  it('pays a winning single its stake times the odds, rounded down', () => {
    expect(returnOf(1000, 235)).toBe(2350)
    expect(returnOf(333, 187)).toBe(622)
  })
})
