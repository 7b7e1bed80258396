import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { platformDown } from '../shared/testing'
import { cookieConsentMachine, type CookieOptions, type DeviceConsent } from './cookieConsent.machine'

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const NECESSARY: CookieOptions = { essentials: true, performanceFunctional: false, marketing: false }

function start(device: DeviceConsent | null, platform: { stored?: { cookiesConsentId: string | null; options: CookieOptions }; fail?: boolean } = {}) {
  const kept: DeviceConsent[] = []
  const sent: CookieOptions[] = []
  const actor = createActor(
    cookieConsentMachine.provide({
      actors: {
        readDeviceConsent: fromPromise(async () => device),
        getCookieConsent: fromPromise(async () => platform.stored ?? { cookiesConsentId: null, options: { essentials: true, performanceFunctional: true, marketing: true } }),
        updateCookieConsent: fromPromise(async ({ input }) => {
          sent.push(input)
          if (platform.fail) throw platformDown
          return { cookiesConsentId: 'id-1', options: input }
        }),
      },
      actions: { storeOnDevice: (_, params) => void kept.push(params) },
    }),
  ).start()
  return { actor, kept, sent }
}

describe('cookieConsent', () => {
  it('asks a first-time visitor, and keeps Necessary only on the device without calling the platform', async () => {
    const { actor, kept, sent } = start(null)
    expect(actor.getSnapshot().hasTag('asking')).toBe(false)
    await settled()
    expect(actor.getSnapshot().hasTag('asking')).toBe(true)
    // Until a choice, the switches show the spec's defaults: every category on.
    expect(actor.getSnapshot().context.options).toEqual({ essentials: true, performanceFunctional: true, marketing: true })
    actor.send({ type: 'consent.necessaryOnly' })
    expect(actor.getSnapshot().value).toBe('decided')
    expect(kept).toEqual([{ options: NECESSARY, cookiesConsentId: null }])
    expect(sent).toEqual([])
  })

  it('does not ask a visitor who chose on this device', async () => {
    const { actor } = start({ options: NECESSARY, cookiesConsentId: null })
    await settled()
    expect(actor.getSnapshot().value).toBe('decided')
    expect(actor.getSnapshot().context.options).toEqual(NECESSARY)
  })

  it('sends a signed-in player’s settings to the platform and keeps its consent id on the device', async () => {
    const { actor, kept, sent } = start(null)
    actor.send({ type: 'session.signedIn' })
    await settled()
    await settled()
    expect(actor.getSnapshot().value).toBe('asking')
    actor.send({ type: 'consent.openSettings' })
    actor.send({ type: 'consent.toggle', category: 'marketing', on: false })
    actor.send({ type: 'consent.save' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await settled()
    expect(sent).toEqual([{ essentials: true, performanceFunctional: true, marketing: false }])
    expect(actor.getSnapshot().value).toBe('decided')
    expect(kept.at(-1)).toEqual({ options: { essentials: true, performanceFunctional: true, marketing: false }, cookiesConsentId: 'id-1' })
  })

  it('applies the platform’s choice at sign-in, over the one on the device', async () => {
    const stored = { cookiesConsentId: 'id-9', options: { essentials: true, performanceFunctional: true, marketing: false } as CookieOptions }
    const { actor, kept } = start({ options: NECESSARY, cookiesConsentId: null }, { stored })
    await settled()
    actor.send({ type: 'session.signedIn' })
    await settled()
    expect(actor.getSnapshot().value).toBe('decided')
    expect(actor.getSnapshot().context.options).toEqual(stored.options)
    expect(actor.getSnapshot().context.cookiesConsentId).toBe('id-9')
    expect(kept).toEqual([stored])
  })

  it('sends a choice made before signing in when the platform has none, and keeps it when the platform fails', async () => {
    const { actor, sent } = start({ options: NECESSARY, cookiesConsentId: null }, { fail: true })
    await settled()
    actor.send({ type: 'session.signedIn' })
    await settled()
    await settled()
    expect(sent).toEqual([NECESSARY])
    expect(actor.getSnapshot().value).toBe('decided')
    expect(actor.getSnapshot().context.error?.code).toBe('error.system.error')
    expect(actor.getSnapshot().context.options).toEqual(NECESSARY)
  })

  it('closing the settings before any choice asks again; after one, keeps it', async () => {
    const { actor } = start(null)
    await settled()
    actor.send({ type: 'consent.openSettings' })
    actor.send({ type: 'consent.closeSettings' })
    expect(actor.getSnapshot().value).toBe('asking')
    actor.send({ type: 'consent.acceptAll' })
    actor.send({ type: 'consent.openSettings' })
    actor.send({ type: 'consent.closeSettings' })
    expect(actor.getSnapshot().value).toBe('decided')
  })

  it('opens the settings with this device’s choice when Cookie settings is pressed as the page starts, before that choice is read', async () => {
    const { actor, kept } = start({ options: NECESSARY, cookiesConsentId: null })
    expect(actor.getSnapshot().value).toBe('unknown')
    actor.send({ type: 'consent.openSettings' })
    expect(actor.getSnapshot().value).toBe('unknown')
    await settled()
    expect(actor.getSnapshot().value).toBe('settings')
    expect(actor.getSnapshot().context.options).toEqual(NECESSARY)
    actor.send({ type: 'consent.closeSettings' })
    expect(actor.getSnapshot().value).toBe('decided')
    expect(kept).toEqual([])
  })

  it('opens the settings once the platform answers when Cookie settings is pressed while its choice is read', async () => {
    let answer = (_: { cookiesConsentId: string; options: CookieOptions }) => {}
    const actor = createActor(
      cookieConsentMachine.provide({
        actors: {
          readDeviceConsent: fromPromise(async (): Promise<DeviceConsent | null> => null),
          getCookieConsent: fromPromise(() => new Promise((resolve) => (answer = resolve))),
        },
        actions: { storeOnDevice: () => {} },
      }),
    ).start()
    actor.send({ type: 'session.signedIn' })
    await settled()
    expect(actor.getSnapshot().value).toBe('reading')
    actor.send({ type: 'consent.openSettings' })
    actor.send({ type: 'consent.openSettings' })
    expect(actor.getSnapshot().value).toBe('reading')
    answer({ cookiesConsentId: 'id-9', options: NECESSARY })
    await settled()
    expect(actor.getSnapshot().value).toBe('settings')
    expect(actor.getSnapshot().context.options).toEqual(NECESSARY)
    actor.send({ type: 'consent.closeSettings' })
    // Opened once: closing returns to the player's choice, not to the settings again.
    expect(actor.getSnapshot().value).toBe('decided')
  })
})
