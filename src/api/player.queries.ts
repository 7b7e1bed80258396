import { $api } from './client'

/** The signed-in player's profile with permission flags; the guards read it (cached 5 minutes, no retries). */
export function profileQueryOptions() {
  return $api.queryOptions('get', '/api/v1/player/profile', {}, { staleTime: 5 * 60 * 1000, retry: false })
}

/** The newest entry of the account's activity log (My account → Account details). */
export function latestActivityLogQueryOptions() {
  return $api.queryOptions('get', '/api/v1/player/latest-activity-log', {}, { staleTime: 60 * 1000, retry: false })
}
