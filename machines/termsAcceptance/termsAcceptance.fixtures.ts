import { createActor, fromCallback, type AnyEventObject } from 'xstate'
import type { Schemas } from '../shared/contract'

/** One published terms version, as the content service lists it (a link block per version). */
export const block = (version: number) => ({
  id: `terms-v${version}`,
  kind: 'link' as const,
  title: String(version),
  cta: { text: `v${version}`, url: `/documents/terms/v${version}/terms-fi.pdf` },
  audience: 'both' as const,
})

/** The `terms-versions` document with the given versions. */
export const document = (blocks: ReturnType<typeof block>[]): Schemas['ContentDocument'] => ({
  query: 'terms-versions',
  locale: 'fi-FI',
  updatedAt: '2026-03-01T00:00:00Z',
  blocks,
})

/** Versions 1 and 2 published. */
export const published = document([block(1), block(2)])

/** A stand-in for the authorization actor that keeps every event it receives. */
export function authorizationSpy() {
  const received: AnyEventObject[] = []
  const actor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e)))).start()
  return { actor, received }
}
