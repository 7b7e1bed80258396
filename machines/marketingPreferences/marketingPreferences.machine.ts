import { assign, setup } from 'xstate'
import { storeCallError } from '../shared/callState'
import type { ResponseBody, Schemas } from '../shared/contract'
import { invokeError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedActor, providedCall } from '../shared/provided'

export type Subscription = Schemas['Subscription']
type Preferences = ResponseBody<'getMarketingPreferences'>

export interface MarketingPreferencesContext {
  subscriptions: Subscription[] | null
  /** The change being saved, or the one that failed (sent again on retry). */
  pending: Subscription | null
  error: FlowError | null
}

export type MarketingPreferencesEvent = ({ type: 'preference.toggle' } & Subscription) | { type: 'preferences.retry' } | { type: 'save.retry' }

const change = ({ channel, communication, subscribed }: Subscription): Subscription => ({ channel, communication, subscribed })

/**
 * My account → Account details → marketing preferences (spec 000 §3 Account details marketing
 * preferences; 001 §7 GET and PATCH marketing preferences): every channel × communication the
 * player may be sent, each switched on or off and saved at once.
 */
export const marketingPreferencesMachine = setup({
  types: machineTypes<void, MarketingPreferencesContext, MarketingPreferencesEvent, 'loading' | 'saving'>(),
  actors: {
    // A GET without a body: the actor takes no input.
    getMarketingPreferences: providedActor<Preferences>('getMarketingPreferences'),
    updateMarketingPreferences: providedCall('updateMarketingPreferences'),
  },
  actions: {
    storePreferences: assign({ subscriptions: (_, answer: Preferences) => answer.subscriptions, pending: null, error: null }),
    storePending: assign({ pending: (_, toggled: Subscription) => change(toggled), error: null }),
    clearError: assign({ error: null }),
    storeError: storeCallError<MarketingPreferencesContext, MarketingPreferencesEvent>(),
  },
}).createMachine({
  id: 'marketingPreferences',
  description: 'A signed-in player chooses which marketing messages to receive, by channel and kind.',
  context: { subscriptions: null, pending: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'Reading the player’s preferences (a player who never chose has the answer given at sign-up).',
      invoke: {
        id: 'getMarketingPreferences',
        src: 'getMarketingPreferences',
        onDone: { target: 'ready', actions: { type: 'storePreferences', params: ({ event }) => event.output }, description: 'The switches show the player’s choices.' },
        onError: { target: 'failed', actions: { type: 'storeError', params: invokeError }, description: 'The preferences could not be read.' },
      },
    },
    failed: {
      description: 'The preferences could not be read; the player may try again.',
      on: { 'preferences.retry': { target: 'loading', actions: 'clearError', description: 'The player tries again.' } },
    },
    ready: {
      description: 'Every channel × communication with its switch.',
      on: {
        'preference.toggle': { target: 'saving', actions: { type: 'storePending', params: ({ event }) => event }, description: 'The player switches one on or off; it is saved at once.' },
      },
    },
    saving: {
      tags: ['saving'],
      description: 'The one change is sent; the platform answers every preference as it now is.',
      invoke: {
        id: 'updateMarketingPreferences',
        src: 'updateMarketingPreferences',
        input: ({ context }) => ({ subscriptions: [context.pending!] }),
        onDone: { target: 'saved', actions: { type: 'storePreferences', params: ({ event }) => event.output }, description: 'Saved: the switches show what the platform keeps.' },
        onError: { target: 'notSaved', actions: { type: 'storeError', params: invokeError }, description: 'The change was not saved: the switch stays as it was and the page says so.' },
      },
    },
    saved: {
      description: 'The change is saved and the page says so.',
      on: {
        'preference.toggle': { target: 'saving', actions: { type: 'storePending', params: ({ event }) => event }, description: 'The player switches another one.' },
      },
    },
    notSaved: {
      description: 'The last change was not saved; the player may send it again or switch another one.',
      on: {
        'save.retry': { target: 'saving', actions: 'clearError', description: 'The same change is sent again.' },
        'preference.toggle': { target: 'saving', actions: { type: 'storePending', params: ({ event }) => event }, description: 'The player switches one instead.' },
      },
    },
  },
})
