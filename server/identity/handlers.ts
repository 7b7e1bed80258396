/** Identity area (issue 3): every player and account operation of sign-up, login and sessions. */
import { mergeHandlers } from '../http/handler.ts'
import { coolingHandlers } from './cooling.ts'
import { historyHandlers } from './history.ts'
import { loginHandlers } from './login.ts'
import { migrationHandlers } from './migration.ts'
import { newPasswordHandlers } from './new-password.ts'
import { passwordResetHandlers } from './password-reset.ts'
import { profileHandlers } from './profile.ts'
import { registrationCodeHandlers } from './registration-codes.ts'
import { registrationHandlers } from './registration.ts'
import { sessionHandlers } from './sessions.ts'

export const identityHandlers = mergeHandlers(
  registrationHandlers,
  registrationCodeHandlers,
  loginHandlers,
  sessionHandlers,
  migrationHandlers,
  coolingHandlers,
  passwordResetHandlers,
  newPasswordHandlers,
  profileHandlers,
  historyHandlers,
)
