import type { QueryClient } from '@tanstack/react-query'
import type { RootActors } from './rootActors'

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient
  actors: RootActors
}
