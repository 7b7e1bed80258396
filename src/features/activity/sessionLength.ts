/** A session's length in whole hours and the minutes left over, for "1 h 15 min". */
export function sessionLength(totalMinutes: number): {
  hours: number
  minutes: number
} {
  const whole = Math.max(0, Math.floor(totalMinutes))
  return { hours: Math.floor(whole / 60), minutes: whole % 60 }
}
