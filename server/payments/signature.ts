/**
 * The payment provider signs every callback: `Psp-Signature: t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256(secret, "<t>.<raw body>"). The timestamp inside the signed text stops an old
 * callback from being replayed later; the platform accepts five minutes of clock difference.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'psp-signature'
export const SIGNATURE_TOLERANCE_SECONDS = 300

const mac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

export function signPayload(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000)
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`
}

export function verifySignature(secret: string, header: string | undefined, body: string, now = Date.now()): boolean {
  if (!header) return false
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const timestamp = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(mac(secret, timestamp, body), 'hex'))
}
