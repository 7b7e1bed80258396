import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { apiFailure } from '../shared/testing'
import { bundleOpenApi } from '../../openapi/bundle'
import { LANGUAGE_CODES, languageChangeMachine, type LanguageCode } from './languageChange.machine'

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const input = { language: 'en', market: 'NO', path: '/my-account/account' } as const

describe('languageChange', () => {
  it('stores the language, then switches the site to the same page in it', async () => {
    const sent: unknown[] = []
    const switched: unknown[] = []
    const actor = createActor(
      languageChangeMachine.provide({
        actors: { changeLanguage: fromPromise(async ({ input }) => void sent.push(input)) },
        actions: { switchLanguage: (_, params) => void switched.push(params) },
      }),
      { input },
    ).start()
    actor.send({ type: 'language.save', language: 'en' })
    expect(actor.getSnapshot().value).toBe('choosing')
    actor.send({ type: 'language.save', language: 'no' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await settled()
    expect(sent).toEqual([{ language: 'no' }])
    expect(switched).toEqual([{ langmarket: 'no-NO', href: '/no-NO/my-account/account' }])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('keeps the page as it is when the platform refuses, with the reason', async () => {
    const actor = createActor(
      languageChangeMachine.provide({
        actors: {
          changeLanguage: fromPromise<void, { language: LanguageCode }>(async () => {
            throw apiFailure(400, 'error.language.invalid', 'no')
          }),
        },
      }),
      { input },
    ).start()
    actor.send({ type: 'language.save', language: 'no' })
    await settled()
    expect(actor.getSnapshot().value).toBe('notSaved')
    expect(actor.getSnapshot().context.error?.code).toBe('error.language.invalid')
  })
})

describe('languageChange, details', () => {
  it("offers exactly the contract’s player languages", () => {
    const doc = bundleOpenApi() as unknown as { components: { schemas: { LanguageCode: { enum: string[] } } } }
    expect([...LANGUAGE_CODES]).toEqual(doc.components.schemas.LanguageCode.enum)
  })

  it('starts choosing, with nothing chosen', () => {
    const s = createActor(languageChangeMachine, { input }).start().getSnapshot()
    expect(s.value).toBe('choosing')
    expect(s.context).toEqual({ ...input, chosen: null, error: null })
  })

  it('after a refusal, saving the page’s own language again sends nothing', async () => {
    const sent: unknown[] = []
    const actor = createActor(
      languageChangeMachine.provide({
        actors: {
          changeLanguage: fromPromise<void, { language: LanguageCode }>(async ({ input }) => {
            sent.push(input)
            throw apiFailure(400, 'error.language.invalid', 'no')
          }),
        },
      }),
      { input },
    ).start()
    actor.send({ type: 'language.save', language: 'no' })
    await settled()
    actor.send({ type: 'language.save', language: 'en' })
    await settled()
    expect(actor.getSnapshot().value).toBe('notSaved')
    expect(sent).toEqual([{ language: 'no' }])
  })

  it('names the platform call it was not given', async () => {
    const actor = createActor(languageChangeMachine, { input }).start()
    actor.send({ type: 'language.save', language: 'no' })
    await settled()
    expect(actor.getSnapshot().context.error?.message).toContain('"changeLanguage"')
  })

  it('names the page switch it was not given', async () => {
    const actor = createActor(languageChangeMachine.provide({ actors: { changeLanguage: fromPromise<void, { language: LanguageCode }>(async () => {}) } }), { input })
    actor.subscribe({ error: () => {} })
    actor.start()
    actor.send({ type: 'language.save', language: 'no' })
    await settled()
    expect(String((actor.getSnapshot() as { error?: unknown }).error)).toContain('switchLanguage')
  })
})
