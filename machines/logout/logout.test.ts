import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { describeModel } from '../tooling/model'
import { logoutMachine } from './logout.machine'

describeModel('logout', logoutMachine, {
  input: { langmarket: 'fi-FI' },
  // Nothing to wait for: a logout is done the moment it starts.
  events: () => [],
  transitions: {},
  calls: {},
  effects: {
    forgetStoredSession: (params) => expect(params).toBeUndefined(),
    removeSessionCookie: (params) => expect(params).toBeUndefined(),
    forgetPlayerData: (params) => expect(params).toEqual({ keep: ['markets', 'countries'] }),
    openPage: (page, s) => {
      expect(page).toEqual({ href: '/fi-FI', replace: true })
      expect(s.status).toBe('done')
    },
  },
})

describe('logout', () => {
  it('forgets the player on the device and drops their data before it opens the home page', () => {
    // Arrange
    const done: string[] = []
    const record = (name: string) => () => void done.push(name)
    const machine = logoutMachine.provide({
      actions: {
        forgetStoredSession: record('forgetStoredSession'),
        removeSessionCookie: record('removeSessionCookie'),
        forgetPlayerData: record('forgetPlayerData'),
        openPage: (_, page) => void done.push(`openPage ${page.href}`),
      },
    })

    // Act
    const actor = createActor(machine, { input: { langmarket: 'en-UN' } }).start()

    // Assert
    expect(done).toEqual(['forgetStoredSession', 'removeSessionCookie', 'forgetPlayerData', 'openPage /en-UN'])
    expect(actor.getSnapshot().status).toBe('done')
  })
})
