import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { profileQueryOptions } from '../api/player.queries'
import { timeZoneOf } from './timeZones'

/**
 * The time zone the platform keeps the signed-in player's calendar in (their limits reset at its
 * midnight): their profile's country, the same source as the platform's; until the profile is read,
 * the market's country.
 */
export function usePlayerTimeZone(): string {
  const country = useQuery(profileQueryOptions()).data?.countryCode
  const marketCountry = useRouteContext({ from: '/$langmarket', select: (context) => context.locale.market.originCountryCode })
  return timeZoneOf(country ?? marketCountry ?? '')
}
