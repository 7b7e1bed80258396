/**
 * The player station (spec 000 §3: autodetectedCountry, ipAddress, market, region, city, device
 * flags; GET /player/station). Built on the country check's own code: the address is fastify's
 * `request.ip` (X-Forwarded-For believed only from TRUSTED_PROXIES), the country, region and city
 * come from the proxy's headers only when the connection is from a trusted proxy, and the market
 * is the one the country check picks. Without a trusted proxy the country is null, which the spec
 * calls an error of the station ("missing ipAddress or autodetectedCountry") for the client to read.
 */
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import type { components } from '../http/contract-types.ts'
import { fromTrustedProxy, visitorCountry } from '../auth/visitor.ts'
import { decideAccess } from './access.ts'

export type PlayerStation = components['schemas']['PlayerStation']

/** A proxy header's text (first value, trimmed, at most 100 characters), or null. */
function headerText(request: FastifyRequest, config: Pick<Config, 'trustedProxies'>, name: string): string | null {
  if (!fromTrustedProxy(request, config)) return null
  const raw = request.headers[name]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  return value ? value.slice(0, 100) : null
}

// Tablets first: an Android tablet's agent lacks "Mobile", an iPad's says iPad (or Macintosh with touch, which the server cannot see).
const tablet = /iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i
const mobile = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry/i

export function deviceOf(userAgent: string | undefined): PlayerStation['device'] {
  const agent = userAgent ?? ''
  const isTablet = tablet.test(agent)
  const isMobile = !isTablet && mobile.test(agent)
  return { isMobile, isTablet, isDesktop: !isMobile && !isTablet }
}

export function playerStation(
  request: FastifyRequest,
  config: Config,
  markets: Pick<components['schemas']['Market'], 'id' | 'isMarketEnabled' | 'originCountryCode'>[],
): PlayerStation {
  const autodetectedCountry = visitorCountry(request, config)
  return {
    autodetectedCountry,
    ipAddress: request.ip,
    market: decideAccess(config, autodetectedCountry, markets).market,
    region: headerText(request, config, config.regionHeader),
    city: headerText(request, config, config.cityHeader),
    device: deviceOf(request.headers['user-agent']),
  }
}
