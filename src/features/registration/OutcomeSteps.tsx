import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { HrefLink } from '../../design/HrefLink'
import { Button } from '../../design/Button'
import { FormError } from '../../design/FormError'
import { StepHeading } from '../../design/StepHeading'
import { button } from '../../design/primitives.css'
import { errorMessage } from '../../i18n/errorMessages'
import { useRegistration } from './RegistrationContext'
import * as styles from './signup.css'

interface OutcomeProps {
  takeFocus: boolean
  langmarket: string
}

function Outcome({ title, children, actions, takeFocus }: { title: ReactNode; children: ReactNode; actions: ReactNode; takeFocus: boolean }) {
  return (
    <>
      <StepHeading takeFocus={takeFocus}>{title}</StepHeading>
      {children}
      <div className={styles.actions}>{actions}</div>
    </>
  )
}

export function CompleteStep({ takeFocus }: OutcomeProps) {
  const { i18n } = useLingui()
  const actor = useRegistration()
  const signedIn = useSelector(actor, (s) => s.context.credentials !== null)
  const error = useSelector(actor, (s) => s.context.error)
  // Both answers end the flow: the machine opens the page the player goes on to.
  const finish = () => actor.send({ type: 'signup.finish' })
  return (
    <Outcome
      takeFocus={takeFocus}
      title={<Trans>Welcome aboard!</Trans>}
      actions={
        signedIn ? (
          <Button onPress={finish} data-testid="start-playing">
            <Trans>Start playing</Trans>
          </Button>
        ) : (
          <Button onPress={finish} data-testid="log-in">
            <Trans>Log in</Trans>
          </Button>
        )
      }
    >
      <p className={styles.lead}>
        {signedIn ? <Trans>Your account is ready and you are logged in.</Trans> : <Trans>Your account is ready. Log in to start playing.</Trans>}
      </p>
      {/* The error here is the automatic login's answer, so it reads as the login flow reads it. */}
      {!signedIn && <FormError message={error && i18n._(errorMessage('login', error))} />}
    </Outcome>
  )
}

export function UnsupportedStep({ takeFocus }: OutcomeProps) {
  const actor = useRegistration()
  return (
    <Outcome
      takeFocus={takeFocus}
      title={<Trans>Sign-up is not available</Trans>}
      actions={
        <Button variant="secondary" onPress={() => actor.send({ type: 'step.previous' })} data-testid="choose-another-country">
          <Trans>Choose another country</Trans>
        </Button>
      }
    >
      <p className={styles.lead}>
        <Trans>We cannot open accounts for residents of the country you chose on this site.</Trans>
      </p>
    </Outcome>
  )
}

export function DuplicatedStep({ takeFocus, langmarket }: OutcomeProps) {
  const actor = useRegistration()
  return (
    <Outcome
      takeFocus={takeFocus}
      title={<Trans>You already have an account</Trans>}
      actions={
        <>
          <Button variant="secondary" onPress={() => actor.send({ type: 'signup.restart' })}>
            <Trans>Start again</Trans>
          </Button>
          <HrefLink href={`/${langmarket}?login=1`} className={button.primary}>
            <Trans>Log in</Trans>
          </HrefLink>
        </>
      }
    >
      <p className={styles.lead}>
        <Trans>An account with these details already exists. Log in, or reset your password if you have forgotten it.</Trans>
      </p>
      <p className={styles.lead}>
        <HrefLink href={`/${langmarket}/reset-password`} className={styles.inlineLink}>
          <Trans>Reset your password</Trans>
        </HrefLink>
      </p>
    </Outcome>
  )
}

export function MaxAttemptsStep({ takeFocus }: OutcomeProps) {
  const actor = useRegistration()
  return (
    <Outcome
      takeFocus={takeFocus}
      title={<Trans>Too many codes requested</Trans>}
      actions={
        <Button onPress={() => actor.send({ type: 'signup.restart' })}>
          <Trans>Back to sign-up</Trans>
        </Button>
      }
    >
      <p className={styles.lead}>
        <Trans>We have sent the maximum number of SMS codes. Check your phone number and start the sign-up again.</Trans>
      </p>
    </Outcome>
  )
}
