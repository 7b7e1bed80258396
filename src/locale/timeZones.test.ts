import { describe, expect, it } from 'vitest'
import { displayDateIn, displayDateTimeIn, formatClockTime, timeZoneOf } from './timeZones'

describe('dates on the player’s calendar', () => {
  it('shows a daily reset at midnight in Oslo as that day, not the day before that UTC reads', () => {
    // 29/11 00:00 in Oslo is 28/11 23:00 UTC: a browser in UTC formatting it itself said 28/11.
    expect(displayDateIn('2026-11-28T23:00:00Z', timeZoneOf('NO'))).toBe('29/11/2026')
    expect(displayDateIn('2026-11-28T23:00:00Z', 'UTC')).toBe('28/11/2026')
  })

  it('shows midnight in Auckland, thirteen hours ahead of UTC in summer, as its own day and hour', () => {
    expect(displayDateIn('2026-11-29T11:00:00Z', timeZoneOf('NZ'))).toBe('30/11/2026')
    expect(displayDateTimeIn('2026-11-29T11:00:00Z', timeZoneOf('NZ'))).toBe('30/11/2026 00:00')
    expect(displayDateTimeIn('2026-11-29T11:00:00Z', 'UTC')).toBe('29/11/2026 11:00')
  })

  it('keeps UTC for a country without a zone of its own in the table', () => {
    expect(timeZoneOf('')).toBe('UTC')
    expect(displayDateTimeIn('2026-03-29T00:30:00Z', timeZoneOf('XX'))).toBe('29/03/2026 00:30')
  })
})

describe('formatClockTime', () => {
  it('writes a time of day in the page language and the given zone; the site’s English on the 24-hour clock', () => {
    const at = '2026-11-28T17:00:18Z'
    expect(formatClockTime(at, 'en', 'Europe/Oslo')).toBe('18:00')
    expect(formatClockTime(at, 'en', 'UTC')).toBe('17:00')
    expect(formatClockTime(at, 'fi', 'Europe/Helsinki')).toBe('19.00')
    expect(formatClockTime(at, 'de', 'Europe/Berlin')).toBe('18:00')
    expect(formatClockTime(at, 'ja', 'Asia/Tokyo')).toBe('2:00')
    // A regional English keeps its own clock.
    expect(formatClockTime(at, 'en-CA', 'America/Toronto')).toMatch(/^12:00\sp\.m\.$/)
  })
})
