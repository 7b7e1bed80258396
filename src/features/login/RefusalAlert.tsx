import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import type { LoginRefusal, LoginRefusalKind } from '../../../machines/login/loginRefusal'
import { FormError } from '../../design/FormError'
import { Link } from '../../design/Link'
import { errorMessage } from '../../i18n/errorMessages'
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

/**
 * What the refusal's payload adds to the message the error table gives its code (DECISIONS.md 11):
 * the days or time left, and what the player can do next. One entry per refusal kind.
 */
const refusalDetails: Record<LoginRefusalKind, (refusal: LoginRefusal) => ReactNode> = {
  timeout: (r) => (
    <>
      {r.remainingDays !== null && (
        <Plural value={r.remainingDays} one="You can log in again in # day." other="You can log in again in # days." />
      )}{' '}
      {r.isCooling && <Trans>You are in a cooling-off period.</Trans>}{' '}
      {r.milliseconds !== null && <TimeLeft milliseconds={r.milliseconds} />}
    </>
  ),
  exclusion: (r) =>
    r.remainingDays !== null && <Plural value={r.remainingDays} one="The exclusion ends in # day." other="The exclusion ends in # days." />,
  exclusionIndefinite: () => <Trans>Contact support if you have questions.</Trans>,
  maxAttempt: () => <Trans>Try again later, or reset your password to log in sooner.</Trans>,
  blacklisted: () => <Trans>This account can no longer be used. Contact support for help.</Trans>,
  closed: () => (
    <>
      <Trans>A closed account cannot be used to log in.</Trans> <ClosedAccountLink />
    </>
  ),
  unauthorized: () => null,
}

/** A refused login, announced when it appears; `children` adds the actions the refusal offers. */
export function RefusalAlert({ refusal, children }: { refusal: LoginRefusal; children?: ReactNode }) {
  const { i18n } = useLingui()
  const details = refusalDetails[refusal.kind](refusal)
  return (
    <FormError message={i18n._(errorMessage('login', refusal.code))} takeFocus>
      {details && <p className={styles.alertBody}>{details}</p>}
      {children}
    </FormError>
  )
}

/** The login got no answer even after the retries. */
export function UnavailableAlert() {
  const { t } = useLingui()
  return (
    <FormError message={t`The casino could not be reached.`} takeFocus>
      <p className={styles.alertBody}>
        <Trans>Check your connection and try again in a moment.</Trans>
      </p>
    </FormError>
  )
}
