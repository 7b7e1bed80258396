import { contentEventsMachine } from '../../machines/contentEvents/contentEvents.machine'
import { contentStream, isContentKeyOf } from '../api/contentEvents'
import type { Flow } from './useFlow'

/**
 * The content event stream with the platform's stream; an announced change marks the page's
 * lookups of that query and locale stale, and the ones on screen are read again at once.
 */
export const contentEventsFlow: Flow<typeof contentEventsMachine> = (services) =>
  contentEventsMachine.provide({
    actors: { contentStream },
    actions: {
      invalidateContent: (_, event) => void services.queryClient.invalidateQueries({ predicate: (query) => isContentKeyOf(query.queryKey, event) }),
    },
  })
