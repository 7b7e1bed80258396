import type { Transaction } from '../../../machines/transactionHistory/transactionHistory.machine'

export interface DayGroup {
  /** yyyy-mm-dd in the browser's time zone. */
  day: string
  items: Transaction[]
}

const two = (n: number) => String(n).padStart(2, '0')
/** The calendar day of an instant in the browser's time zone. */
export const localDay = (iso: string) => {
  const d = new Date(iso)
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}
/** dd/MM/yyyy, the spec's date display. */
export const displayDay = (day: string) => day.split('-').reverse().join('/')
/** HH:mm in the browser's time zone. */
export const displayTime = (iso: string) => {
  const d = new Date(iso)
  return `${two(d.getHours())}:${two(d.getMinutes())}`
}

/** Consecutive transactions of one local day together, in the list's order (newest first). */
export function groupByDay(list: readonly Transaction[]): DayGroup[] {
  const groups: DayGroup[] = []
  for (const t of list) {
    const day = localDay(t.transactionDate)
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(t)
    else groups.push({ day, items: [t] })
  }
  return groups
}
