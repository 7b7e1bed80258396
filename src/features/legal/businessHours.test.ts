import { describe, expect, it } from 'vitest'
import { isOpen, liveChatHours, localTime, type BusinessHours } from './businessHours'

const weekdaysInHelsinki: BusinessHours = { timeZone: 'Europe/Helsinki', weekdays: [1, 2, 3, 4, 5], start: { hour: 9, minute: 30 }, end: { hour: 17, minute: 15 } }

describe('business hours', () => {
  it('reads the weekday and time in the country time zone, not the machine’s', () => {
    // Friday 27 November 2026, 23:30 UTC is already Saturday 01:30 in Helsinki (UTC+2).
    expect(localTime(new Date('2026-11-27T23:30:00Z'), 'Europe/Helsinki')).toEqual({ weekday: 6, minutes: 90 })
    expect(localTime(new Date('2026-11-27T23:30:00Z'), 'UTC')).toEqual({ weekday: 5, minutes: 23 * 60 + 30 })
    // Midnight is hour 0, not 24.
    expect(localTime(new Date('2026-11-29T22:00:00Z'), 'Europe/Helsinki')).toEqual({ weekday: 1, minutes: 0 })
  })

  it('is open from the start minute up to, not including, the end minute', () => {
    // Helsinki is UTC+2 in November: 09:30 there is 07:30 UTC.
    expect(isOpen(weekdaysInHelsinki, new Date('2026-11-27T07:29:00Z'))).toBe(false)
    expect(isOpen(weekdaysInHelsinki, new Date('2026-11-27T07:30:00Z'))).toBe(true)
    expect(isOpen(weekdaysInHelsinki, new Date('2026-11-27T15:14:00Z'))).toBe(true)
    expect(isOpen(weekdaysInHelsinki, new Date('2026-11-27T15:15:00Z'))).toBe(false)
  })

  it('is closed on a day the weekday check refuses, whatever the time', () => {
    expect(isOpen(weekdaysInHelsinki, new Date('2026-11-28T10:00:00Z'))).toBe(false) // Saturday
    expect(isOpen(weekdaysInHelsinki, new Date('2026-11-29T10:00:00Z'))).toBe(false) // Sunday
    expect(isOpen(weekdaysInHelsinki, new Date('2026-11-30T10:00:00Z'))).toBe(true) // Monday
  })

  it('follows summer time: the same UTC instant is inside the hours in July and outside in November', () => {
    // 06:45 UTC is 09:45 in Helsinki in summer (UTC+3), 08:45 in winter (UTC+2).
    expect(isOpen(weekdaysInHelsinki, new Date('2026-07-01T06:45:00Z'))).toBe(true)
    expect(isOpen(weekdaysInHelsinki, new Date('2026-11-25T06:45:00Z'))).toBe(false)
  })

  it('opens the live chat every day in the market’s own time zone', () => {
    const finland = liveChatHours('FI')
    expect(finland).toMatchObject({ timeZone: 'Europe/Helsinki', weekdays: [1, 2, 3, 4, 5, 6, 7], start: { hour: 9, minute: 0 }, end: { hour: 23, minute: 0 } })
    // 21:30 UTC: 23:30 in Helsinki (closed), 21:30 in London (open), 10:30 next day in Auckland (open).
    const at = new Date('2026-11-28T21:30:00Z')
    expect(isOpen(finland, at)).toBe(false)
    expect(isOpen(liveChatHours('GG'), at)).toBe(true)
    expect(isOpen(liveChatHours('NZ'), at)).toBe(true)
    expect(liveChatHours('UN').timeZone).toBe('UTC')
  })
})
