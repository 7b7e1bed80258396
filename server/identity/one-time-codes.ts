/** Six-digit codes and random keys, stored only as hashes bound to the row they belong to. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { limits } from './settings.ts'

export function newCode(): string {
  return String(randomInt(0, 10 ** limits.codeDigits)).padStart(limits.codeDigits, '0')
}

/** Salted with the row id, so equal codes on two rows hash differently. */
export function hashCode(rowId: string, code: string): string {
  return createHash('sha256').update(`${rowId}:${code}`).digest('hex')
}

export function codeMatches(rowId: string, code: string, stored: string | null): boolean {
  if (!stored) return false
  const actual = Buffer.from(hashCode(rowId, code), 'hex')
  const expected = Buffer.from(stored, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export function newKey(): string {
  return randomBytes(32).toString('base64url')
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

export const inMs = (ms: number) => new Date(Date.now() + ms).toISOString()
