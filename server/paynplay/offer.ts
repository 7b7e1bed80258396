/**
 * Whether this visitor is offered Pay N Play (spec 000 §5, 001 §9: "limited by an IP whitelist or
 * a hide flag"): the market enables it, the operator has not hidden it, and — when an allow-list
 * is set — the visitor's address is on it. The address is fastify's `request.ip`, which believes
 * X-Forwarded-For only from TRUSTED_PROXIES. The access context tells the client; authorize
 * refuses the same visitors, so hiding the entry is never the only guard.
 */
import { isIPv4, type BlockList } from 'node:net'
import { addressList, type Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { marketMethods } from '../payments/methods.ts'
import { PAYNPLAY_METHOD } from './paynplay.ts'

/** The smallest and largest Pay N Play deposit of a market, in its currency. */
export type PayAndPlayAmount = NonNullable<components['schemas']['AccessContext']['payAndPlayAmount']>

const lists = new WeakMap<Config['payAndPlay'], BlockList>()

/** `::ffff:198.51.100.7` (an IPv4 visitor on a dual-stack socket) is checked as 198.51.100.7. */
function plainAddress(ip: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(.+)$/i.exec(ip)?.[1]
  if (mapped && isIPv4(mapped)) return { address: mapped, type: 'ipv4' }
  return { address: ip, type: isIPv4(ip) ? 'ipv4' : 'ipv6' }
}

export function payAndPlayOffered(settings: Config['payAndPlay'], market: { payAndPlay: boolean } | undefined, ip: string): boolean {
  if (!market?.payAndPlay || settings.hidden) return false
  if (settings.ipAllowList.length === 0) return true
  let list = lists.get(settings)
  if (!list) lists.set(settings, (list = addressList(settings.ipAllowList)))
  const { address, type } = plainAddress(ip)
  return list.check(address, type)
}

/**
 * The range of the bank method Pay N Play deposits through in a market (an operator may change it
 * in `payment_methods`): authorize refuses outside it, the access context shows it beforehand.
 * Null when the market does not offer that method, so there is no Pay N Play there.
 */
export async function payAndPlayAmount(db: Db, market: components['schemas']['MarketCode']): Promise<PayAndPlayAmount | null> {
  const bank = (await marketMethods(db, market)).find((m) => m.method === PAYNPLAY_METHOD)
  return bank ? { minAmountMinor: bank.minAmountMinor, maxAmountMinor: bank.maxAmountMinor } : null
}
