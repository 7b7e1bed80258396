import { useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { registrationMachine, type RegistrationInput } from '../../../machines/registration/registration.machine'
import { useRootActors } from '../../app/RootActorsContext'
import { ContactInfoStep } from './ContactInfoStep'
import { DetailsStep, type CountryOption } from './DetailsStep'
import { CompleteStep, DuplicatedStep, MaxAttemptsStep, UnsupportedStep } from './OutcomeSteps'
import { RegistrationContext } from './RegistrationContext'
import { VerificationStep } from './VerificationStep'
import { wizardViewOf, type WizardView } from './wizardView'
import * as styles from './signup.css'

const wizardSteps = ['Details', 'ContactInfo', 'Verification', 'Complete'] as const
const stepOfView = (view: WizardView): (typeof wizardSteps)[number] | null =>
  view === 'Details' || view === 'ContactInfo' || view === 'Complete' ? view : view === 'sms' || view === 'email' ? 'Verification' : null

export interface SignUpWizardProps {
  input: Omit<RegistrationInput, 'authorization'>
  countries: readonly CountryOption[]
  defaultCountry: string
  langmarket: string
  /** The player pressed Start playing after signing up. */
  onFinish: () => void
}

/** The sign-up wizard: renders the registration machine's snapshot and sends it the player's events. */
export function SignUpWizard({ input, countries, defaultCountry, langmarket, onFinish }: SignUpWizardProps) {
  const { t } = useLingui()
  const root = useRootActors()
  const actor = useActorRef(registrationMachine, { input: { ...input, authorization: root.authorization }, inspect: root.inspect })
  const view = useSelector(actor, wizardViewOf)
  // Focus moves to the heading once the step has changed, not when the wizard first appears.
  const initialView = useRef(view)
  const moved = useRef(false)
  if (view !== initialView.current) moved.current = true
  const takeFocus = moved.current
  const current = stepOfView(view)

  return (
    <RegistrationContext.Provider value={actor}>
      <div className={styles.wizard} data-step={view}>
        {current && (
          <ol className={styles.progress} aria-label={t`Sign-up steps`}>
            {wizardSteps.map((step, index) => (
              <li key={step} className={styles.progressItem} aria-current={step === current ? 'step' : undefined}>
                {[t`Details`, t`Contact info`, t`Verification`, t`Complete`][index]}
              </li>
            ))}
          </ol>
        )}
        {view === 'Details' && <DetailsStep countries={countries} defaultCountry={defaultCountry} takeFocus={takeFocus} />}
        {view === 'ContactInfo' && <ContactInfoStep takeFocus={takeFocus} />}
        {(view === 'sms' || view === 'email') && <VerificationStep key={view} channel={view} takeFocus={takeFocus} />}
        {view === 'maxAttempts' && <MaxAttemptsStep takeFocus={takeFocus} langmarket={langmarket} />}
        {view === 'loggingIn' && (
          <p role="status" className={styles.lead}>
            <Trans>Logging you in…</Trans>
          </p>
        )}
        {view === 'Complete' && <CompleteStep takeFocus={takeFocus} langmarket={langmarket} onFinish={onFinish} />}
        {view === 'Unsupported' && <UnsupportedStep takeFocus={takeFocus} langmarket={langmarket} />}
        {view === 'Duplicated' && <DuplicatedStep takeFocus={takeFocus} langmarket={langmarket} />}
      </div>
    </RegistrationContext.Provider>
  )
}
