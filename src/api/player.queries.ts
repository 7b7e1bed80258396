import { $api } from './client'

/** The signed-in player's profile with permission flags; the guards read it (cached 5 minutes, no retries). */
export function profileQueryOptions() {
  return $api.queryOptions('get', '/api/v1/player/profile', {}, { staleTime: 5 * 60 * 1000, retry: false })
}
