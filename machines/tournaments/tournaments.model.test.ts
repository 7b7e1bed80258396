import { expect } from 'vitest'
import { platformDown, platformDownError, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { tournamentsMachine, type Tournament } from './tournaments.machine'

const running: Tournament = {
  tournamentId: 'weekly-slot-race-cad-20261123',
  title: 'Weekly Slot Race',
  description: 'One point per cent staked.',
  imageUrl: null,
  status: 'RUNNING',
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  gameIds: ['g1'],
  prizePoolMinor: 375_000,
  currency: 'CAD',
  leaderboard: [{ rank: 1, playerAlias: 'An***', points: 500 }],
  myStanding: null,
}
const withStanding: Tournament = { ...running, myStanding: { rank: 1, playerAlias: 'An***', points: 500 } }

const loads = [
  { type: 'tournaments.load', signedIn: true, label: 'player' },
  { type: 'tournaments.load', signedIn: false, label: 'visitor' },
]
const loadRows = { 'tournaments.load (player)': 'loadingAuthenticated', 'tournaments.load (visitor)': 'loadingPublic' }

describeModel('tournaments', tournamentsMachine, {
  // French-Canadian: the tournament language is FR (spec 001 §7).
  input: { market: 'CA', vertical: 'casino', catalog: 'caf' },
  contextKey: (c) => [c.signedIn, c.tournaments.length, c.error?.code ?? null],
  events: (s) => {
    if (s.matches('loadingPublic'))
      return [...loads, { type: 'xstate.done.actor.listPublicTournaments', output: [running] }, { type: 'xstate.error.actor.listPublicTournaments', error: platformDown }]
    if (s.matches('loadingAuthenticated'))
      return [...loads, { type: 'xstate.done.actor.listTournaments', output: [withStanding] }, { type: 'xstate.error.actor.listTournaments', error: platformDown }]
    if (s.matches('loaded')) return [...loads, { type: 'xstate.after.refreshInterval.tournaments.loaded' }]
    if (s.matches('failed')) return [...loads, { type: 'tournaments.retry' }]
    return loads
  },
  transitions: {
    idle: loadRows,
    loadingPublic: { ...loadRows, 'done listPublicTournaments': 'loaded', 'error listPublicTournaments': 'failed' },
    loadingAuthenticated: { ...loadRows, 'done listTournaments': 'loaded', 'error listTournaments': 'failed' },
    loaded: { ...loadRows, 'after refreshInterval': (s) => (s.context.signedIn ? 'loadingAuthenticated' : 'loadingPublic') },
    failed: { ...loadRows, 'tournaments.retry': (s) => (s.context.signedIn ? 'loadingAuthenticated' : 'loadingPublic') },
  },
  calls: {
    listPublicTournaments: (input, s) => {
      expect(input).toEqual({ market: 'CA', vertical: 'casino', lang: 'FR' })
      expect(s.context.signedIn).toBe(false)
    },
    listTournaments: (input, s) => {
      expect(input).toEqual({ market: 'CA', vertical: 'casino', lang: 'FR' })
      expect(s.context.signedIn).toBe(true)
    },
  },
  states: {
    idle: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.tournaments).toEqual([])
    },
    loadingPublic: (s) => expect(tagsOf(s)).toEqual(['loading']),
    loadingAuthenticated: (s) => expect(tagsOf(s)).toEqual(['loading']),
    loaded: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.error).toBeNull()
      expect(s.context.tournaments).toEqual([s.context.signedIn ? withStanding : running])
    },
    failed: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.error).toEqual(platformDownError)
    },
  },
})
