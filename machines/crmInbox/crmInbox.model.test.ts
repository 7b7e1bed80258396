import { expect } from 'vitest'
import { fromCallback } from 'xstate'
import { apiFailure, platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { crmInboxMachine } from './crmInbox.machine'

const session = { sessionId: 'S'.repeat(43), expiresAt: '2030-01-01T00:15:00.000Z' }
const unauthorized = apiFailure(401, 'error.token.invalid', 'Token expired')
const listened: unknown[] = []

describeModel('crmInbox', crmInboxMachine, {
  actors: { listenToInbox: fromCallback(({ input }) => void listened.push(input)) },
  contextKey: (c) => [c.sessionsOpened, c.unread ?? '', c.error?.code ?? ''].join('|'),
  events: (s) => {
    if (s.matches('idle')) return [{ type: 'inbox.open' }]
    if (s.matches('requestingSession'))
      return [
        { type: 'xstate.done.actor.createCrmSession', output: session },
        { type: 'xstate.error.actor.createCrmSession', error: unauthorized, label: '401' },
        { type: 'xstate.error.actor.createCrmSession', error: platformDown, label: 'down' },
      ]
    if (s.matches({ scriptOnPage: 'sessionLoaded' }))
      return [{ type: 'inbox.scriptLoaded', unread: 2 }, { type: 'xstate.after.scriptTimeout.crmInbox.scriptOnPage.sessionLoaded' }, { type: 'inbox.sessionEnded' }]
    if (s.matches({ scriptOnPage: 'scriptLoaded' })) return [{ type: 'inbox.unread', unread: 1 }, { type: 'inbox.sessionEnded' }]
    if (s.matches('failed')) return [{ type: 'inbox.retry' }]
    return []
  },
  transitions: {
    idle: { 'inbox.open': 'requestingSession' },
    requestingSession: {
      'done createCrmSession': 'scriptOnPage.sessionLoaded',
      'error createCrmSession (401)': 'ignored',
      'error createCrmSession (down)': 'failed',
    },
    'scriptOnPage.sessionLoaded': {
      'inbox.scriptLoaded': 'scriptOnPage.scriptLoaded',
      'after scriptTimeout': 'failed',
      // An ended session is reopened once; a second end fails the inbox.
      'inbox.sessionEnded': (s) => (s.context.sessionsOpened < 2 ? 'requestingSession' : 'failed'),
    },
    'scriptOnPage.scriptLoaded': {
      'inbox.unread': 'scriptOnPage.scriptLoaded',
      'inbox.sessionEnded': (s) => (s.context.sessionsOpened < 2 ? 'requestingSession' : 'failed'),
    },
    failed: { 'inbox.retry': 'requestingSession' },
  },
  calls: {
    createCrmSession: (input) => expect(input).toBeUndefined(),
  },
  effects: {
    unreadChanged: (params, s) => {
      expect([1, 2]).toContain(params)
      expect(s.context.unread).toBe(params)
    },
  },
  states: {
    idle: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.sessionId).toBeNull()
    },
    requestingSession: (s) => {
      expect(tagsOf(s)).toEqual(['loading'])
      expect(s.context.sessionId).toBeNull()
    },
    'scriptOnPage.sessionLoaded': (s) => {
      expect(tagsOf(s)).toEqual(['inbox', 'loading'])
      expect(s.context.sessionId).toBe(session.sessionId)
      // The inbox script's messages are listened to with this session.
      expect(listened.at(-1)).toEqual({ sessionId: session.sessionId })
      expect(s.context.error).toBeNull()
    },
    'scriptOnPage.scriptLoaded': (s) => {
      expect(tagsOf(s)).toEqual(['inbox'])
      expect(s.context.sessionId).toBe(session.sessionId)
      expect([1, 2]).toContain(s.context.unread)
    },
    failed: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.sessionId).toBeNull()
      expect(['error.system.error', 'error.crm.script.timeout', 'error.crm.session.not.found']).toContain(s.context.error?.code)
    },
    ignored: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.error).toBeNull()
      expect(s.status).toBe('done')
    },
  },
})
