import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { platformDown } from '../shared/testing'
import { marketingPreferencesMachine, type Subscription } from './marketingPreferences.machine'

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('marketingPreferences', () => {
  it('sends only the pair switched, and shows what the platform answers', async () => {
    const sent: unknown[] = []
    const stored: Subscription[] = [{ channel: 'EMAIL', communication: 'CASINO', subscribed: false }]
    const actor = createActor(
      marketingPreferencesMachine.provide({
        actors: {
          getMarketingPreferences: fromPromise(async () => ({ subscriptions: stored })),
          updateMarketingPreferences: fromPromise(async ({ input }) => {
            sent.push(input)
            return { subscriptions: input.subscriptions }
          }),
        },
      }),
    ).start()
    await settled()
    actor.send({ type: 'preference.toggle', channel: 'EMAIL', communication: 'CASINO', subscribed: true })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'preference.toggle', channel: 'SMS', communication: 'CASINO', subscribed: true })).toBe(false)
    await settled()
    expect(sent).toEqual([{ subscriptions: [{ channel: 'EMAIL', communication: 'CASINO', subscribed: true }] }])
    expect(actor.getSnapshot().value).toBe('saved')
    expect(actor.getSnapshot().context.subscriptions).toEqual([{ channel: 'EMAIL', communication: 'CASINO', subscribed: true }])
  })

  it('keeps the switches as they were when a change fails, and sends the same change on retry', async () => {
    let fail = true
    const sent: unknown[] = []
    const actor = createActor(
      marketingPreferencesMachine.provide({
        actors: {
          getMarketingPreferences: fromPromise(async () => ({ subscriptions: [] as Subscription[] })),
          updateMarketingPreferences: fromPromise(async ({ input }) => {
            sent.push(input)
            if (fail) throw platformDown
            return { subscriptions: input.subscriptions }
          }),
        },
      }),
    ).start()
    await settled()
    actor.send({ type: 'preference.toggle', channel: 'SMS', communication: 'NEWSLETTER', subscribed: true })
    await settled()
    expect(actor.getSnapshot().value).toBe('notSaved')
    expect(actor.getSnapshot().context.subscriptions).toEqual([])
    fail = false
    actor.send({ type: 'save.retry' })
    await settled()
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(actor.getSnapshot().value).toBe('saved')
  })
})

describe('marketingPreferences, details', () => {
  it('starts by reading, with nothing known', () => {
    const actor = createActor(marketingPreferencesMachine.provide({ actors: { getMarketingPreferences: fromPromise(() => new Promise<{ subscriptions: Subscription[] }>(() => {})) } })).start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context).toEqual({ subscriptions: null, pending: null, error: null })
  })

  it('names each platform call it was not given', async () => {
    const bare = createActor(marketingPreferencesMachine).start()
    await settled()
    expect(bare.getSnapshot().context.error?.message).toContain('"getMarketingPreferences"')
    const half = createActor(marketingPreferencesMachine.provide({ actors: { getMarketingPreferences: fromPromise(async () => ({ subscriptions: [] as Subscription[] })) } })).start()
    await settled()
    half.send({ type: 'preference.toggle', channel: 'SMS', communication: 'CASINO', subscribed: true })
    await settled()
    expect(half.getSnapshot().context.error?.message).toContain('"updateMarketingPreferences"')
  })
})
