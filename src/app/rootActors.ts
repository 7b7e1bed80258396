import { createActor, type InspectionEvent } from 'xstate'
import { createEventLog } from '../../machines/inspection/eventLog'
import type { OpenPage } from '../../machines/shared/provided'
import type { QueryClient } from '@tanstack/react-query'
import { credentialStore, onUnauthorized, type CredentialStore } from '../api/credentials'
import { authorizationFlow, langmarketOf } from '../flows/authorization'
import { countryCheckFlow } from '../flows/countryCheck'
import { localeTextsFlow } from '../flows/localeTexts'
import type { Catalog } from '../i18n/i18n'
import { seededAccessContext, seededLocaleTexts, type BootData } from './bootData'

export type EventLog = ReturnType<typeof createEventLog>

/** Extra inspectors (the Stately browser inspector in development) beside the event log. */
export type Inspect = (event: InspectionEvent) => void

export interface RootActorOptions {
  extraInspect?: Inspect
  /** Opens a page inside the site; main.tsx binds it to the router. */
  openPage: (page: OpenPage) => void
  queryClient: QueryClient
  /** The page's path when the app starts, whose locale a logout returns to until a route reports one. */
  pathname: string
  credentials?: CredentialStore
  /** The catalog main.tsx activated before the first render: the locale texts start there. */
  catalog: Catalog
  /** What the page arrived with (bootData.ts): the first access context and locale texts. */
  boot?: BootData | null
}

/**
 * The app's long-lived actors, created once per page: country check (guards 1-3), authorization
 * and the locale texts. Every one reports to the single event log that /dev/flows reads.
 */
export function createRootActors(options: RootActorOptions) {
  const eventLog = createEventLog({ capacity: 500 })
  const inspect: Inspect = options.extraInspect
    ? (event) => {
        eventLog.inspect(event)
        options.extraInspect?.(event)
      }
    : eventLog.inspect

  const countryCheck = createActor(countryCheckFlow.provide({ actors: { fetchAccessContext: seededAccessContext(options.boot ?? null) } }), { inspect })
  const authorization = createActor(
    authorizationFlow({ openPage: options.openPage, queryClient: options.queryClient, credentials: options.credentials ?? credentialStore }),
    { input: { langmarket: langmarketOf(options.pathname) }, inspect },
  )
  const localeTexts = createActor(localeTextsFlow.provide({ actors: { fetchLocaleTexts: seededLocaleTexts(options.boot ?? null) } }), { input: { catalog: options.catalog }, inspect })

  // The spec: any 401 or 403 logs the player out; the API middleware reports it here.
  const stopListening = onUnauthorized((reason) => authorization.send({ type: 'auth.unauthorized', reason }))

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
