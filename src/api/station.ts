/**
 * The station check the money calls send (spec 001 §7 Wallet: ipAddress, blackbox): the address
 * the platform sees the player at, and a device fingerprint. The spec reads the fingerprint from
 * a fraud-check vendor's script, which this build does not load; until one is configured the
 * blackbox is a digest of what the browser says about the device, stable across reloads.
 */
import type { components } from '../../openapi/dist/schema'
import { ApiCallError } from '../../machines/shared/callError'
import { api } from './client'
import { unwrap } from './errors'

export type StationCheck = components['schemas']['StationCheck']

async function deviceBlackbox(): Promise<string> {
  const traits = [navigator.userAgent, navigator.language, screen.width, screen.height, Intl.DateTimeFormat().resolvedOptions().timeZone].join('|')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits))
  return `web1:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The address from the player station (GET /player/station: the address the platform sees the
 * player at, through its trusted proxy only), and the device's blackbox.
 */
export async function stationCheck(signal?: AbortSignal): Promise<StationCheck> {
  const station = unwrap(await api.GET('/api/v1/player/station', { signal }))
  // Spec 001 §8: a missing ipAddress is an error of the station detail, never a guessed address.
  if (!station.ipAddress) throw new ApiCallError(500, { status: 500, code: 'error.system.error', message: 'Missing ipAddress in the player station.' })
  return { ipAddress: station.ipAddress, blackbox: await deviceBlackbox() }
}
