import { termsAcceptanceMachine } from '../../machines/termsAcceptance/termsAcceptance.machine'
import { acceptTermsVersion } from '../api/session.actors'
import type { Flow } from './useFlow'

/** Terms acceptance with the platform call and the way back to the interrupted page. */
export const termsAcceptanceFlow: Flow<typeof termsAcceptanceMachine> = ({ openPage }) =>
  termsAcceptanceMachine.provide({
    actors: { acceptTermsVersion },
    actions: { openPage: (_, page) => openPage(page) },
  })
