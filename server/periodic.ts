/**
 * Runs `pass` every `intervalMs` (and once at once when `immediately`), one pass at a time: a pass
 * that outlasts the interval delays the next instead of overlapping it. The timer never keeps the
 * process alive; stop() ends it and waits for a pass in progress. `pass` handles its own errors.
 */
export function startPeriodic(pass: () => Promise<unknown>, intervalMs: number, options: { immediately?: boolean } = {}): () => Promise<void> {
  let stopped = false
  let running: Promise<unknown> = options.immediately ? pass() : Promise.resolve()
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? null : pass()))
  }, intervalMs)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
