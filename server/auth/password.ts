/**
 * Password hashing: argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1), stored in the PHC
 * string form `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, which carries its own parameters.
 * Hashes made before (`scrypt$N$r$p$salt$hash`, N = 2^14) still verify; `needsRehash` tells the
 * login to replace them, and any argon2 hash weaker than today's policy, with a fresh one.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2'

/** `Algorithm.Argon2id`: an ambient const enum, which isolated modules cannot read by name. */
const ARGON2ID = 2 as Algorithm.Argon2id

export const argon2Policy = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } satisfies Options

/** Passwords are compared as the player meant them: the same text typed on any keyboard. */
const normalise = (password: string) => password.normalize('NFKC')

export async function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), argon2Policy)
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, normalise(password))
    } catch {
      return false // a malformed stored hash matches nothing
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalise(password), stored)
  return false
}

/** Whether a verified hash should be replaced by one made with today's policy. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true
  try {
    const options = parseOptions(stored)
    return (
      options.memoryCost < argon2Policy.memoryCost || options.timeCost < argon2Policy.timeCost || options.parallelism !== argon2Policy.parallelism
    )
  } catch {
    return true
  }
}

// ---- the previous scheme, kept to verify old hashes until their owners log in again ----------

const scryptKeyLength = 64

function deriveScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, scryptKeyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hashed] = stored.split('$')
  if (!salt || !hashed) return false
  const expected = Buffer.from(hashed, 'base64url')
  const actual = await deriveScrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash in the previous scheme (scrypt N = 2^14, r = 8, p = 1), as accounts created before the
 * switch have them; for tests of the upgrade path only.
 */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await deriveScrypt(normalise(password), salt, { N: 16384, r: 8, p: 1 })
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}
