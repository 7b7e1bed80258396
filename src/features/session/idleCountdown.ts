/**
 * The idle-player modal's countdown as shown (`2:05`) and as an ISO 8601 duration for
 * `<time dateTime>` (`PT2M5S`). A negative or fractional count shows as the whole seconds left.
 */
export function idleCountdown(secondsLeft: number): { text: string; dateTime: string } {
  const whole = Math.max(0, Math.floor(secondsLeft))
  const minutes = Math.floor(whole / 60)
  const seconds = whole % 60
  return { text: `${minutes}:${String(seconds).padStart(2, '0')}`, dateTime: `PT${minutes}M${seconds}S` }
}
