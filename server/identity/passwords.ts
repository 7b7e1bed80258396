/**
 * Password rules: 8 to 128 characters and not one of the 10,000 most common passwords (the list in
 * common-passwords.txt), compared case-insensitively so `Password123` is as weak as `password123`.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { limits } from './settings.ts'

let common: Set<string> | undefined

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(fileURLToPath(new URL('./common-passwords.txt', import.meta.url)), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  )
  return common
}

export const commonPasswordCount = () => commonPasswords().size

export type PasswordProblem = 'error.password.too_short' | 'error.password.too_long' | 'error.password.too_weak'

/** The catalogue code of what is wrong with a password, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  // Counted in code points, as a player counts characters.
  const length = [...password].length
  if (length < limits.passwordMin) return 'error.password.too_short'
  if (length > limits.passwordMax) return 'error.password.too_long'
  if (commonPasswords().has(password.toLowerCase())) return 'error.password.too_weak'
  return null
}
