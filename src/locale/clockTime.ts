import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { profileQueryOptions } from '../api/player.queries'
import { useHydrated } from '../app/hydration'
import { useShownLanguage } from '../i18n/useShownLanguage'
import { formatClockTime, timeZoneByCountry } from './timeZones'

/**
 * The time zone a clock time is shown in: the player's where the page knows it (their profile's
 * country once read, else the market's country, as usePlayerTimeZone), else the browser's. The
 * platform's first paint cannot know the browser's: null there and while the page hydrates, so the
 * caller leaves the time out rather than write one the page would then change.
 */
export function useShownTimeZone(): string | null {
  // The profile only as far as the page has read it already: a visitor's page asks for none.
  const country = useQuery({ ...profileQueryOptions(), enabled: false }).data?.countryCode
  const marketCountry = useRouteContext({ from: '/$langmarket', select: (context) => context.locale.market.originCountryCode })
  const hydrated = useHydrated()
  const known = timeZoneByCountry[country ?? marketCountry ?? '']
  if (known) return known
  return hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : null
}

/** `iso` as a time of day in the page's language and the shown time zone; null for none, or before the zone is known. */
export function useClockTime(iso: string | null | undefined): string | null {
  const language = useShownLanguage()
  const timeZone = useShownTimeZone()
  return iso && timeZone ? formatClockTime(iso, language, timeZone) : null
}
