import { useRef, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { RegistrationInput } from '../../../machines/registration/registration.machine'
import { useRootActors } from '../../app/RootActorsContext'
import { registrationFlow } from '../../flows/registration'
import { useFlow } from '../../flows/useFlow'
import { ContactInfoStep } from './ContactInfoStep'
import { DetailsStep, type CountryOption } from './DetailsStep'
import { CompleteStep, DuplicatedStep, MaxAttemptsStep, UnsupportedStep } from './OutcomeSteps'
import { RegistrationContext } from './RegistrationContext'
import { VerificationStep } from './VerificationStep'
import * as styles from './signup.css'

export interface SignUpWizardProps {
  input: Omit<RegistrationInput, 'authorization'>
  /** Every country with its name in the page's language; the machine says which are offered. */
  countries: readonly CountryOption[]
}

/** The sign-up wizard: renders the registration machine's snapshot and sends it the player's events. */
export function SignUpWizard({ input, countries }: SignUpWizardProps) {
  const { authorization } = useRootActors()
  const actor = useFlow(registrationFlow, { ...input, authorization })
  const onDetails = useSelector(actor, (s) => s.matches('Details'))
  const onContactInfo = useSelector(actor, (s) => s.matches('ContactInfo'))
  const onPhone = useSelector(actor, (s) => s.matches({ Verification: 'sms' }))
  const onEmail = useSelector(actor, (s) => s.matches({ Verification: 'email' }))
  const onMaxAttempts = useSelector(actor, (s) => s.matches({ Verification: 'maxAttempts' }))
  const loggingIn = useSelector(actor, (s) => s.matches('loggingIn'))
  const complete = useSelector(actor, (s) => s.matches('Complete'))
  const unsupported = useSelector(actor, (s) => s.matches('Unsupported'))
  const duplicated = useSelector(actor, (s) => s.matches('Duplicated'))
  const langmarket = useSelector(actor, (s) => s.context.langmarket)

  // Focus moves to the heading once the screen has changed, not when the wizard first appears.
  const screen = [onDetails, onContactInfo, onPhone, onEmail, onMaxAttempts, loggingIn, complete, unsupported, duplicated].indexOf(true)
  const initialScreen = useRef(screen)
  const moved = useRef(false)
  if (screen !== initialScreen.current) moved.current = true
  const takeFocus = moved.current

  // Which of the four steps shows, read out as "Step n of 4"; the step's heading names it. The bar
  // beneath repeats it for the eye only, and fits a 360 px screen at any language's length.
  const steps = [onDetails, onContactInfo, onPhone || onEmail, complete]
  const number = steps.indexOf(true) + 1
  const total = steps.length
  return (
    <RegistrationContext.Provider value={actor}>
      <div className={styles.wizard}>
        {number > 0 && (
          <div className={styles.progress} data-testid="signup-progress">
            <p className={styles.progressLabel}>
              <Trans>
                Step {number} of {total}
              </Trans>
            </p>
            <div className={styles.progressBar} aria-hidden="true">
              {steps.map((_, index) => (
                <span key={index} className={styles.progressItem} data-done={index < number ? '' : undefined} />
              ))}
            </div>
          </div>
        )}
        {onDetails && (
          <Screen name="Details">
            <DetailsStep countries={countries} takeFocus={takeFocus} />
          </Screen>
        )}
        {onContactInfo && (
          <Screen name="ContactInfo">
            <ContactInfoStep takeFocus={takeFocus} />
          </Screen>
        )}
        {onPhone && (
          <Screen name="sms">
            <VerificationStep key="sms" channel="sms" takeFocus={takeFocus} />
          </Screen>
        )}
        {onEmail && (
          <Screen name="email">
            <VerificationStep key="email" channel="email" takeFocus={takeFocus} />
          </Screen>
        )}
        {onMaxAttempts && (
          <Screen name="maxAttempts">
            <MaxAttemptsStep takeFocus={takeFocus} langmarket={langmarket} />
          </Screen>
        )}
        {loggingIn && (
          <Screen name="loggingIn">
            <p role="status" className={styles.lead}>
              <Trans>Logging you in…</Trans>
            </p>
          </Screen>
        )}
        {complete && (
          <Screen name="Complete">
            <CompleteStep takeFocus={takeFocus} langmarket={langmarket} />
          </Screen>
        )}
        {unsupported && (
          <Screen name="Unsupported">
            <UnsupportedStep takeFocus={takeFocus} langmarket={langmarket} />
          </Screen>
        )}
        {duplicated && (
          <Screen name="Duplicated">
            <DuplicatedStep takeFocus={takeFocus} langmarket={langmarket} />
          </Screen>
        )}
      </div>
    </RegistrationContext.Provider>
  )
}

/** One screen of the wizard; `data-step` names it for end-to-end tests and styles. */
function Screen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={styles.screen} data-step={name}>
      {children}
    </div>
  )
}
