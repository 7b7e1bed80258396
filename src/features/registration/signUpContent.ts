import type { components } from '../../../openapi/dist/schema'

type ContentDocument = components['schemas']['ContentDocument']

/**
 * `smsMaxAttempts` of the sign-up call to action: the `sms-max-attempts` block, whose body is the
 * number. Null when the content does not set one; the platform's own limit still applies.
 */
export function smsMaxAttemptsFrom(document: ContentDocument | null | undefined): number | null {
  const block = document?.blocks.find((candidate) => candidate.id === 'sms-max-attempts')
  const value = Number(block?.body)
  return block && Number.isInteger(value) && value > 0 ? value : null
}

/** The newest published terms version in the `terms-versions` content (`terms-v{n}` blocks). */
export function latestTermsVersion(document: ContentDocument | null | undefined): string | null {
  const versions = (document?.blocks ?? [])
    .map((block) => /^terms-v(\d+)$/.exec(block.id)?.[1])
    .filter((version): version is string => version !== undefined)
    .map(Number)
  return versions.length ? String(Math.max(...versions)) : null
}
