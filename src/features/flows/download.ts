/** Saves the log as `flows-<timestamp>.json`; the timestamp sorts and is safe in file names. */
export function downloadJson(data: unknown, now: Date): void {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = `flows-${stamp}.json`
  anchor.click()
  URL.revokeObjectURL(url)
}
