import { useState } from 'react'
import { useActorRef } from '@xstate/react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate'
import type { OpenPage } from '../../machines/shared/provided'
import { useRootActors } from '../app/RootActorsContext'
import type { RootActors } from '../app/rootActors'
import { focusPageHeading } from '../app/focusPageHeading'

/** What a flow's implementations may use from the running app. */
export interface FlowServices {
  /** Opens a page inside the site (a finished flow's `openPage` action). */
  openPage: (page: OpenPage) => void
  actors: RootActors
  /** Server data a flow reads (content, markets) comes through the page's query cache. */
  queryClient: QueryClient
}

/**
 * A flow as src/ provides it: the machine from machines/ with its declared actors and actions
 * implemented (`machine.provide`). One per flow, in src/flows/<flow>.ts.
 */
export type Flow<TMachine extends AnyStateMachine> = (services: FlowServices) => TMachine

type InputOption<TMachine extends AnyStateMachine> =
  undefined extends InputFrom<TMachine> ? [input?: InputFrom<TMachine>] : [input: InputFrom<TMachine>]

/**
 * Starts a provided flow for one view and stops it when the view goes; the actor reports to the
 * event log (/dev/flows) and the inspector. The view renders its snapshot and sends it events.
 *
 * @example const actor = useFlow(termsAcceptanceFlow, { langmarket, terms, redirect, authorization })
 */
export function useFlow<TMachine extends AnyStateMachine>(
  flow: Flow<TMachine>,
  ...[input]: InputOption<TMachine>
): ActorRefFrom<TMachine> {
  const actors = useRootActors()
  const router = useRouter()
  const queryClient = useQueryClient()
  // Provided once per view: the implementations close over the router, not over render state.
  const [machine] = useState(() =>
    // Once the page is there, focus moves to its heading (app/focusPageHeading.ts).
    flow({ actors, queryClient, openPage: ({ href, replace }) => void router.navigate({ href, replace }).then(() => focusPageHeading()) }),
  )
  return useActorRef(machine, { input, inspect: actors.inspect } as never) as ActorRefFrom<TMachine>
}
