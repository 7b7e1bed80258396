import { expect } from 'vitest'
import { platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { cookieConsentMachine, type CookieOptions } from './cookieConsent.machine'

const ALL: CookieOptions = { essentials: true, performanceFunctional: true, marketing: true }
const NECESSARY: CookieOptions = { essentials: true, performanceFunctional: false, marketing: false }
const STATS_ONLY: CookieOptions = { essentials: true, performanceFunctional: true, marketing: false }
const onDevice = { options: NECESSARY, cookiesConsentId: null }
const stored = { cookiesConsentId: 'c0ffee00-0000-4000-8000-000000000001', options: STATS_ONLY }
const never = { cookiesConsentId: null, options: ALL }
const sentOptions = [ALL, NECESSARY, STATS_ONLY, { ...ALL, marketing: false }]

describeModel('cookieConsent', cookieConsentMachine, {
  contextKey: (c) => [c.decided, c.signedIn, c.error ? 'error' : '', c.options.marketing, c.options.performanceFunctional, c.settingsRequested].join('|'),
  events: (s) => {
    if (s.matches('unknown'))
      return [
        { type: 'xstate.done.actor.readDeviceConsent', output: null, label: 'never chosen' },
        { type: 'xstate.done.actor.readDeviceConsent', output: onDevice, label: 'chosen' },
        { type: 'xstate.error.actor.readDeviceConsent', error: new Error('storage blocked'), label: 'blocked' },
        { type: 'session.signedIn' },
        { type: 'consent.openSettings' },
      ]
    if (s.matches('reading'))
      return [
        { type: 'xstate.done.actor.getCookieConsent', output: stored, label: 'chosen' },
        { type: 'xstate.done.actor.getCookieConsent', output: never, label: 'never chosen' },
        { type: 'xstate.error.actor.getCookieConsent', error: platformDown, label: 'down' },
        { type: 'consent.openSettings' },
      ]
    if (s.matches('saving'))
      return [
        { type: 'xstate.done.actor.updateCookieConsent', output: { cookiesConsentId: stored.cookiesConsentId, options: s.context.options } },
        { type: 'xstate.error.actor.updateCookieConsent', error: platformDown, label: 'down' },
      ]
    if (s.matches('asking'))
      return [{ type: 'consent.acceptAll' }, { type: 'consent.necessaryOnly' }, { type: 'consent.openSettings' }, { type: 'session.signedIn' }, { type: 'session.signedOut' }]
    if (s.matches('settings'))
      return [
        { type: 'consent.toggle', category: 'marketing', on: false },
        { type: 'consent.save' },
        { type: 'consent.acceptAll' },
        { type: 'consent.closeSettings' },
      ]
    return [{ type: 'consent.openSettings' }, { type: 'session.signedIn' }, { type: 'session.signedOut' }]
  },
  transitions: {
    // A press of Cookie settings while a stored choice is read (this device's, then the platform's
    // after a sign-in) opens them once it is known.
    unknown: {
      'done readDeviceConsent (never chosen)': (s) => (s.context.signedIn ? 'reading' : s.context.settingsRequested ? 'settings' : 'asking'),
      'done readDeviceConsent (chosen)': (s) => (s.context.signedIn ? 'reading' : s.context.settingsRequested ? 'settings' : 'decided'),
      'error readDeviceConsent (blocked)': (s) => (s.context.settingsRequested ? 'settings' : 'asking'),
      'session.signedIn': 'unknown',
      'consent.openSettings': 'unknown',
    },
    asking: {
      'consent.acceptAll': (s) => (s.context.signedIn ? 'saving' : 'decided'),
      'consent.necessaryOnly': (s) => (s.context.signedIn ? 'saving' : 'decided'),
      'consent.openSettings': 'settings',
      'session.signedIn': 'reading',
      'session.signedOut': 'asking',
    },
    settings: {
      'consent.toggle': 'settings',
      'consent.save': (s) => (s.context.signedIn ? 'saving' : 'decided'),
      'consent.acceptAll': (s) => (s.context.signedIn ? 'saving' : 'decided'),
      'consent.closeSettings': (s) => (s.context.decided ? 'decided' : 'asking'),
    },
    reading: {
      'done getCookieConsent (chosen)': (s) => (s.context.settingsRequested ? 'settings' : 'decided'),
      'done getCookieConsent (never chosen)': (s) => (s.context.decided ? 'saving' : s.context.settingsRequested ? 'settings' : 'asking'),
      'error getCookieConsent (down)': (s) => (s.context.settingsRequested ? 'settings' : s.context.decided ? 'decided' : 'asking'),
      'consent.openSettings': 'reading',
    },
    saving: {
      'done updateCookieConsent': (s) => (s.context.settingsRequested ? 'settings' : 'decided'),
      'error updateCookieConsent (down)': (s) => (s.context.settingsRequested ? 'settings' : 'decided'),
    },
    decided: { 'consent.openSettings': 'settings', 'session.signedIn': 'reading', 'session.signedOut': 'decided' },
  },
  calls: {
    readDeviceConsent: (input) => expect(input).toBeUndefined(),
    getCookieConsent: (input) => expect(input).toBeUndefined(),
    updateCookieConsent: (input, s) => {
      expect(sentOptions).toContainEqual(input)
      expect(input).toEqual(s.context.options)
    },
  },
  effects: {
    storeOnDevice: (params, s) => {
      const p = params as { options: CookieOptions; cookiesConsentId: string | null }
      expect(sentOptions).toContainEqual(p.options)
      expect(p.options).toEqual(s.context.options)
    },
  },
  states: {
    unknown: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.decided).toBe(false)
    },
    asking: (s) => {
      expect(tagsOf(s)).toEqual(['asking'])
      expect(s.context.decided).toBe(false)
      expect(s.context.settingsRequested).toBe(false)
    },
    settings: (s) => {
      expect(tagsOf(s)).toEqual(['asking'])
      expect(s.context.settingsRequested).toBe(false)
    },
    reading: (s) => expect(s.context.signedIn).toBe(true),
    saving: (s) => {
      expect(tagsOf(s)).toEqual(['saving'])
      expect(s.context.signedIn).toBe(true)
      expect(s.context.decided).toBe(true)
    },
    decided: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.decided).toBe(true)
      expect(s.context.settingsRequested).toBe(false)
    },
  },
})
