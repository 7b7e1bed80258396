import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { isOpen, liveChatHours } from './businessHours'
import * as styles from './legal.css'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The live chat's opening hours in the market's country and whether it is open now. The verdict is
 * the visitor's clock's, so it is read once the page runs in the browser (a server's first paint
 * cannot know the minute the visitor sees it).
 */
export function LiveChatHours() {
  const { t, i18n } = useLingui()
  const market = useRouteContext({ from: '/$langmarket', select: (context) => context.locale.market.id })
  const hours = liveChatHours(market)
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => setOpen(isOpen(hours, new Date())), [hours.timeZone])
  const start = `${pad(hours.start.hour)}:${pad(hours.start.minute)}`
  const end = `${pad(hours.end.hour)}:${pad(hours.end.minute)}`
  // Weekday names in the page's language: 4 January 2021 was a Monday.
  const days =
    hours.weekdays.length === 7
      ? t`Every day`
      : hours.weekdays.map((day) => i18n.date(new Date(Date.UTC(2021, 0, 3 + day)), { weekday: 'long', timeZone: 'UTC' })).join(', ')
  const timeZone = hours.timeZone
  return (
    <section className={styles.section} aria-labelledby="live-chat-hours">
      <h2 id="live-chat-hours" className={styles.sectionTitle}>
        <Trans>Live chat opening hours</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          {days}, {start}–{end} ({timeZone} time)
        </Trans>
      </p>
      {open !== null && (
        <p className={styles.status} role="status" data-open={open}>
          {open ? <Trans>The live chat is open now.</Trans> : <Trans>The live chat is closed now. It opens at {start}.</Trans>}
        </p>
      )}
    </section>
  )
}
