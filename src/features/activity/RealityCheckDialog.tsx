import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Dialog'
import { parseLangMarket } from '../../locale/langmarket'
import { formatMoney } from '../../money/formatMoney'
import type { ActivityTimerRef } from './ActivityTimerContext'
import { sessionLength } from './sessionLength'
import * as styles from './activity.css'

/**
 * The reality check (its own chunk, see RealityCheckModal): how long the session has lasted and
 * what was staked, won and the net result since login. It cannot be dismissed; the player
 * continues, opens the history or logs out. An alert dialog, so a screen reader announces it.
 */
export function RealityCheckDialog({ timer }: { timer: ActivityTimerRef }) {
  const { t } = useLingui()
  const langmarket = useParams({ strict: false, select: (params) => (params as { langmarket?: string }).langmarket })
  const language = parseLangMarket(langmarket ?? '')?.language ?? 'en'
  const open = useSelector(timer, (s) => s.hasTag('realityCheck'))
  const canAnswer = useSelector(timer, (s) => s.can({ type: 'activity.continue' }))
  const summary = useSelector(timer, (s) => s.context.summary)
  const failed = useSelector(timer, (s) => s.context.error !== null)
  if (!open) return null

  const money = (minor: number) => formatMoney(minor, summary!.currency, language)
  const { hours, minutes } = sessionLength(summary?.durationMinutes ?? 0)
  const duration = hours > 0 ? t`${hours} h ${minutes} min` : t`${minutes} min`
  const net = summary ? (summary.deltaMinor > 0 ? `+${money(summary.deltaMinor)}` : money(summary.deltaMinor)) : ''
  return (
    <Modal title={t`Reality check`} isOpen isDismissable={false} role="alertdialog" onOpenChange={() => undefined}>
      {summary ? (
        <>
          <p className={styles.text}>
            <Trans>
              You have been playing for <strong className={styles.duration}>{duration}</strong>. Take a moment to look at your play before you go on.
            </Trans>
          </p>
          <dl className={styles.figures} aria-label={t`Since you logged in`}>
            <dt className={styles.term}>
              <Trans>Staked</Trans>
            </dt>
            <dd className={styles.amount}>{money(summary.turnoverMinor)}</dd>
            <dt className={styles.term}>
              <Trans>Won</Trans>
            </dt>
            <dd className={styles.amount}>{money(summary.winningsMinor)}</dd>
            <dt className={styles.term}>
              <Trans>Net result</Trans>
            </dt>
            <dd className={styles.amount}>{net}</dd>
          </dl>
        </>
      ) : null}
      {failed ? (
        <p className={styles.text} role="alert">
          <Trans>Your session figures could not be read right now. You can still continue, look at your history or log out.</Trans>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button autoFocus isDisabled={!canAnswer} onPress={() => timer.send({ type: 'activity.continue' })}>
          <Trans>Continue playing</Trans>
        </Button>
        <Button variant="secondary" isDisabled={!canAnswer} onPress={() => timer.send({ type: 'activity.viewHistory' })}>
          <Trans>View transaction history</Trans>
        </Button>
        <Button variant="secondary" isDisabled={!canAnswer} onPress={() => timer.send({ type: 'activity.logOut' })}>
          <Trans>Log out</Trans>
        </Button>
      </div>
    </Modal>
  )
}
