/**
 * The trust boundary for who the visitor is. Only a peer in TRUSTED_PROXIES may tell the platform
 * the visitor's address (X-Forwarded-For, read by fastify with the same trust function) and
 * country (the country header). Anyone else's country header is ignored: a visitor could otherwise
 * pick a market, dodge a country restriction or choose their own verification rules.
 */
import proxyaddr from '@fastify/proxy-addr'
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { countryFromHeader } from '../system/access.ts'

export type TrustFunction = (address: string, hop: number) => boolean

const compiled = new WeakMap<string[], TrustFunction>()

/** proxy-addr's trust function for the configured list; fastify's `trustProxy` is the same one. */
export function proxyTrust(config: Pick<Config, 'trustedProxies'>): TrustFunction {
  let trust = compiled.get(config.trustedProxies)
  if (!trust) {
    trust = proxyaddr.compile(config.trustedProxies)
    compiled.set(config.trustedProxies, trust)
  }
  return trust
}

/** Whether the connection itself comes from a trusted proxy (so its headers speak for the visitor). */
export function fromTrustedProxy(request: FastifyRequest, config: Pick<Config, 'trustedProxies'>): boolean {
  const peer = request.raw.socket?.remoteAddress
  return peer !== undefined && proxyTrust(config)(peer, 0)
}

/** The visitor's country as the trusted proxy reports it; null when unknown or not from a trusted proxy. */
export function visitorCountry(request: FastifyRequest, config: Pick<Config, 'trustedProxies' | 'countryHeader'>): string | null {
  return fromTrustedProxy(request, config) ? countryFromHeader(request.headers[config.countryHeader]) : null
}
