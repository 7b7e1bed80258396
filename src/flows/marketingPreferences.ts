import { marketingPreferencesMachine } from '../../machines/marketingPreferences/marketingPreferences.machine'
import { getMarketingPreferences, updateMarketingPreferences } from '../api/account.actors'
import type { Flow } from './useFlow'

/** Marketing preferences with the platform's GET and PATCH. */
export const marketingPreferencesFlow: Flow<typeof marketingPreferencesMachine> = () =>
  marketingPreferencesMachine.provide({ actors: { getMarketingPreferences, updateMarketingPreferences } })
