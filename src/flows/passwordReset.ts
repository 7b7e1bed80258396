import { passwordResetMachine } from '../../machines/passwordReset/passwordReset.machine'
import {
  checkPasswordResetLink,
  setNewPassword,
  setNewPasswordFromEmail,
  startPasswordReset,
  verifyPasswordResetSms,
} from '../api/passwordReset.actors'
import type { Flow } from './useFlow'

/** Password reset with the platform's five reset calls and the way home once it is done. */
export const passwordResetFlow: Flow<typeof passwordResetMachine> = ({ openPage }) =>
  passwordResetMachine.provide({
    actors: { startPasswordReset, verifyPasswordResetSms, checkPasswordResetLink, setNewPassword, setNewPasswordFromEmail },
    actions: { openPage: (_, page) => openPage(page) },
  })
