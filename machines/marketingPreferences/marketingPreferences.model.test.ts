import { expect } from 'vitest'
import { platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { marketingPreferencesMachine, type Subscription } from './marketingPreferences.machine'

const all = (subscribed: boolean): Subscription[] => [
  { channel: 'EMAIL', communication: 'NEWSLETTER', subscribed },
  { channel: 'SMS', communication: 'BONUS_OFFER', subscribed },
]
const toggled = { channel: 'EMAIL', communication: 'NEWSLETTER', subscribed: true } as const

describeModel('marketingPreferences', marketingPreferencesMachine, {
  contextKey: (c) => [c.error?.code ?? '', c.pending ? 'pending' : '', c.subscriptions ? 'read' : ''].join('|'),
  events: (s) => {
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.getMarketingPreferences', output: { subscriptions: all(false) } },
        { type: 'xstate.error.actor.getMarketingPreferences', error: platformDown, label: 'down' },
      ]
    if (s.matches('saving'))
      return [
        { type: 'xstate.done.actor.updateMarketingPreferences', output: { subscriptions: [toggled, all(false)[1]!] } },
        { type: 'xstate.error.actor.updateMarketingPreferences', error: platformDown, label: 'down' },
      ]
    if (s.matches('failed')) return [{ type: 'preferences.retry' }]
    if (s.matches('notSaved')) return [{ type: 'save.retry' }, { type: 'preference.toggle', ...toggled }]
    return [{ type: 'preference.toggle', ...toggled, extra: 'ignored' }]
  },
  transitions: {
    loading: { 'done getMarketingPreferences': 'ready', 'error getMarketingPreferences (down)': 'failed' },
    failed: { 'preferences.retry': 'loading' },
    ready: { 'preference.toggle': 'saving' },
    saving: { 'done updateMarketingPreferences': 'saved', 'error updateMarketingPreferences (down)': 'notSaved' },
    saved: { 'preference.toggle': 'saving' },
    notSaved: { 'save.retry': 'saving', 'preference.toggle': 'saving' },
  },
  calls: {
    getMarketingPreferences: (input) => expect(input).toBeUndefined(),
    updateMarketingPreferences: (input) => expect(input).toEqual({ subscriptions: [toggled] }),
  },
  states: {
    loading: (s) => expect(tagsOf(s)).toEqual(['loading']),
    failed: (s) => expect(s.context.error?.code).toBe('error.system.error'),
    ready: (s) => expect(s.context.subscriptions).toEqual(all(false)),
    saving: (s) => {
      expect(tagsOf(s)).toEqual(['saving'])
      expect(s.context.error).toBeNull()
    },
    saved: (s) => {
      expect(s.context.subscriptions?.[0]).toEqual(toggled)
      expect(s.context.pending).toBeNull()
    },
    notSaved: (s) => {
      expect(s.context.error?.code).toBe('error.system.error')
      expect(s.context.pending).toEqual(toggled)
    },
  },
})
