import { phoneChangeMachine } from '../../machines/phoneChange/phoneChange.machine'
import { changePhoneNumber, requestPhoneSms, verifyPhoneSms } from '../api/account.actors'
import { profileQueryOptions } from '../api/player.queries'
import type { Flow } from './useFlow'

/** The phone change with the platform's three calls; a changed number makes the profile be read again. */
export const phoneChangeFlow: Flow<typeof phoneChangeMachine> = ({ queryClient }) =>
  phoneChangeMachine.provide({
    actors: { changePhoneNumber, requestPhoneSms, verifyPhoneSms },
    actions: { phoneChanged: () => void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }) },
  })
