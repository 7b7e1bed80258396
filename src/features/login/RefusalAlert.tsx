import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import type { LoginRefusal, LoginRefusalKind } from '../../../machines/login/loginRefusal'
import { Link } from '../../design/Link'
import * as styles from './login.css'

/** Hours and minutes left of a time-out, for "time left" (the payload's milliseconds). */
function TimeLeft({ milliseconds }: { milliseconds: number }) {
  const hours = Math.floor(milliseconds / 3_600_000)
  const minutes = Math.floor((milliseconds % 3_600_000) / 60_000)
  return (
    <Trans>
      Time left: {hours} h {minutes} min.
    </Trans>
  )
}

function ClosedAccountLink() {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  return (
    <Link to="/$langmarket/closed-account" params={{ langmarket }}>
      <Trans>What happens to a closed account</Trans>
    </Link>
  )
}

interface RefusalView {
  title: () => ReactNode
  body: (refusal: LoginRefusal) => ReactNode
}

/** One entry per refusal kind (DECISIONS.md 11): what the player reads. */
const refusalViews: Record<LoginRefusalKind, RefusalView> = {
  timeout: {
    title: () => <Trans>Your account is in a time-out</Trans>,
    body: (r) => (
      <>
        {r.remainingDays !== null && (
          <Plural value={r.remainingDays} one="You can log in again in # day." other="You can log in again in # days." />
        )}{' '}
        {r.isCooling && <Trans>You are in a cooling-off period.</Trans>}{' '}
        {r.milliseconds !== null && <TimeLeft milliseconds={r.milliseconds} />}
      </>
    ),
  },
  exclusion: {
    title: () => <Trans>Your account is self-excluded</Trans>,
    body: (r) =>
      r.remainingDays !== null && (
        <Plural value={r.remainingDays} one="The exclusion ends in # day." other="The exclusion ends in # days." />
      ),
  },
  exclusionIndefinite: {
    title: () => <Trans>Your account is self-excluded</Trans>,
    body: () => <Trans>The exclusion is indefinite. Contact support if you have questions.</Trans>,
  },
  maxAttempt: {
    title: () => <Trans>Your account is locked</Trans>,
    body: () => (
      <Trans>
        Too many wrong passwords in a row. Try again later, or reset your password to log in sooner.
      </Trans>
    ),
  },
  blacklisted: {
    title: () => <Trans>Your account is deactivated</Trans>,
    body: () => <Trans>This account can no longer be used. Contact support for help.</Trans>,
  },
  closed: {
    title: () => <Trans>Your account is closed</Trans>,
    body: () => (
      <>
        <Trans>A closed account cannot be used to log in.</Trans> <ClosedAccountLink />
      </>
    ),
  },
  unauthorized: {
    title: () => <Trans>We could not log you in</Trans>,
    body: () => <Trans>The e-mail address or password is incorrect.</Trans>,
  },
}

/** A refused login, announced when it appears; `children` adds the actions the refusal offers. */
export function RefusalAlert({ refusal, children }: { refusal: LoginRefusal; children?: ReactNode }) {
  const view = refusalViews[refusal.kind]
  return (
    <div role="alert" className={styles.alert} data-refusal={refusal.kind}>
      <p className={styles.alertTitle}>{view.title()}</p>
      <p className={styles.alertBody}>{view.body(refusal)}</p>
      {children}
    </div>
  )
}

/** The login got no answer even after the retries. */
export function UnavailableAlert() {
  const { t } = useLingui()
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertTitle}>{t`The casino could not be reached`}</p>
      <p className={styles.alertBody}>
        <Trans>Check your connection and try again in a moment.</Trans>
      </p>
    </div>
  )
}
