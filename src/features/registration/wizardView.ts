import type { AnyMachineSnapshot } from 'xstate'

/** The screens of the sign-up wizard; loading sub-states stay on their step's screen. */
export type WizardView = 'Details' | 'ContactInfo' | 'sms' | 'email' | 'maxAttempts' | 'loggingIn' | 'Complete' | 'Unsupported' | 'Duplicated'

/** Which screen a registration snapshot shows (also what end-to-end paths expect to see). */
export function wizardViewOf(s: AnyMachineSnapshot): WizardView {
  if (s.matches({ Verification: 'sms' })) return 'sms'
  if (s.matches({ Verification: 'email' })) return 'email'
  if (s.matches({ Verification: 'maxAttempts' })) return 'maxAttempts'
  for (const view of ['Details', 'ContactInfo', 'loggingIn', 'Complete', 'Unsupported', 'Duplicated'] as const) {
    if (s.matches(view)) return view
  }
  return 'Details'
}
