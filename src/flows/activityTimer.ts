import { activityTimerMachine } from '../../machines/activityTimer/activityTimer.machine'
import { checkActivity, loadSummary, resetTimer, saveSettings } from '../api/activity.actors'
import type { Flow } from './useFlow'

/** The reality check with the platform's timer calls; "log out" goes through the authorization actor. */
export const activityTimerFlow: Flow<typeof activityTimerMachine> = ({ actors, openPage }) =>
  activityTimerMachine.provide({
    actors: { checkActivity, loadSummary, resetTimer, saveSettings },
    actions: {
      logOut: () => actors.authorization.send({ type: 'auth.logout' }),
      openPage: (_, page) => openPage(page),
    },
  })
