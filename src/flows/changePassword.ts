import { changePasswordMachine } from '../../machines/changePassword/changePassword.machine'
import { changePassword } from '../api/account.actors'
import type { Flow } from './useFlow'

/** The password change with the platform call (and this device's id in its header). */
export const changePasswordFlow: Flow<typeof changePasswordMachine> = () =>
  changePasswordMachine.provide({ actors: { changePassword }, actions: { passwordChanged: () => {} } })
