import { createActor, type InspectionEvent } from 'xstate'
import { authorizationMachine } from '../../machines/authorization/authorization.machine'
import { createEventLog } from '../../machines/inspection/eventLog'
import { onUnauthorized } from '../api/credentials'
import { countryCheckFlow } from '../flows/countryCheck'
import { localeTextsFlow } from '../flows/localeTexts'
import { sourceCatalog } from '../i18n/sourceCatalog'

export type EventLog = ReturnType<typeof createEventLog>

/** Extra inspectors (the Stately browser inspector in development) beside the event log. */
export type Inspect = (event: InspectionEvent) => void

/**
 * The app's long-lived actors, created once per page: country check (guards 1-3), authorization
 * and the locale texts. Every one reports to the single event log that /dev/flows reads.
 */
export function createRootActors(options: { extraInspect?: Inspect } = {}) {
  const eventLog = createEventLog({ capacity: 500 })
  const inspect: Inspect = options.extraInspect
    ? (event) => {
        eventLog.inspect(event)
        options.extraInspect?.(event)
      }
    : eventLog.inspect

  const countryCheck = createActor(countryCheckFlow, { inspect })
  const authorization = createActor(authorizationMachine, { input: {}, inspect })
  const localeTexts = createActor(localeTextsFlow, { input: { catalog: sourceCatalog }, inspect })

  // The spec: any 401 or 403 logs the player out; the API middleware reports it here.
  const stopListening = onUnauthorized(() => authorization.send({ type: 'auth.unauthorized' }))

  return {
    eventLog,
    /** Pass to every flow actor a view creates, so /dev/flows and the inspector see it too. */
    inspect,
    countryCheck,
    authorization,
    localeTexts,
    start() {
      countryCheck.start()
      countryCheck.send({ type: 'countryCheck.start' })
      authorization.start()
      authorization.send({ type: 'auth.restore' })
      localeTexts.start()
    },
    stop() {
      stopListening()
      countryCheck.stop()
      authorization.stop()
      localeTexts.stop()
    },
  }
}

export type RootActors = ReturnType<typeof createRootActors>
