import { addressChangeMachine } from '../../machines/addressChange/addressChange.machine'
import { changeAddress } from '../api/account.actors'
import { latestActivityLogQueryOptions, profileQueryOptions } from '../api/player.queries'
import type { Flow } from './useFlow'

/** The address change with the platform's POST; a changed address makes the profile (and the activity log) be read again. */
export const addressChangeFlow: Flow<typeof addressChangeMachine> = ({ queryClient }) =>
  addressChangeMachine.provide({
    actors: { changeAddress },
    actions: {
      addressChanged: () => {
        void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey })
        void queryClient.invalidateQueries({ queryKey: latestActivityLogQueryOptions().queryKey })
      },
    },
  })
