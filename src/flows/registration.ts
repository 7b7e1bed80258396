import { registrationMachine } from '../../machines/registration/registration.machine'
import {
  fetchMarketRiskSetting, registerPlayer, requestRegistrationCode, updateRegistrationProfile, verifyRegistrationCode,
} from '../api/registration.actors'
import { loginPlayer } from '../api/session.actors'
import type { Flow } from './useFlow'

/** Sign-up with the platform's registration calls, the automatic login and the page the wizard ends on. */
export const registrationFlow: Flow<typeof registrationMachine> = ({ openPage }) =>
  registrationMachine.provide({
    actors: {
      fetchMarketRiskSetting,
      registerPlayer,
      updateRegistrationProfile,
      requestCode: requestRegistrationCode,
      verifyCode: verifyRegistrationCode,
      loginPlayer,
    },
    actions: { openPage: (_, page) => openPage(page) },
  })
