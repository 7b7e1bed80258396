import { expect } from 'vitest'
import { tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { contentEventsMachine, type ContentUpdatedEvent } from './contentEvents.machine'

const change: ContentUpdatedEvent = { query: 'tournament-boxes', locale: 'fi-FI', updatedAt: '2026-11-28T03:00:00.000Z' }

describeModel('contentEvents', contentEventsMachine, {
  input: { locale: 'fi-FI' },
  // Failures in a row tell two visits apart, up to the third (the pause keeps doubling after it).
  contextKey: (c) => Math.min(c.attempts, 3),
  events: (s) => {
    if (s.matches({ streaming: 'connecting' }))
      return [{ type: 'stream.opened' }, { type: 'stream.closed' }, { type: 'xstate.after.connectTimeout.contentEvents.streaming.connecting' }]
    if (s.matches({ streaming: 'connected' }))
      return [
        { type: 'stream.heartbeat' },
        { type: 'stream.content', event: change },
        { type: 'stream.closed' },
        { type: 'xstate.after.heartbeatTimeout.contentEvents.streaming.connected' },
      ]
    return [{ type: 'xstate.after.retryDelay.contentEvents.waiting' }]
  },
  transitions: {
    'streaming.connecting': { 'stream.opened': 'streaming.connected', 'stream.closed': 'waiting', 'after connectTimeout': 'waiting' },
    'streaming.connected': {
      'stream.heartbeat': 'streaming.connected',
      'stream.content': 'streaming.connected',
      'stream.closed': 'waiting',
      'after heartbeatTimeout': 'waiting',
    },
    waiting: { 'after retryDelay': 'streaming.connecting' },
  },
  calls: { contentStream: (input) => expect(input).toEqual({ locale: 'fi-FI' }) },
  effects: { invalidateContent: (params) => expect(params).toEqual(change) },
  states: {
    'streaming.connecting': (s) => expect(tagsOf(s)).toEqual([]),
    'streaming.connected': (s) => {
      expect(tagsOf(s)).toEqual(['connected'])
      expect(s.context.attempts).toBe(0)
    },
    waiting: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.attempts).toBeGreaterThan(0)
    },
  },
})
