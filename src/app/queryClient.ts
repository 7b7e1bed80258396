import { QueryClient } from '@tanstack/react-query'

/**
 * Server data stays fresh for five minutes (markets and content change rarely) and is not
 * retried: a failed call shows its error state at once, and flows that do retry own that in
 * their machine.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: false },
    },
  })
}
