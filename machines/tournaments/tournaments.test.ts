import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { REFRESH_MS, tournamentLang, tournamentsMachine, type Tournament, type TournamentRequest } from './tournaments.machine'

describe('tournamentLang', () => {
  it('maps CA to EN and CAF to FR (spec 001 §7), and the other regional catalogs to their language', () => {
    expect(tournamentLang('ca')).toBe('EN')
    expect(tournamentLang('caf')).toBe('FR')
    expect(['nz', 'inen'].map(tournamentLang)).toEqual(['EN', 'EN'])
    expect(['cl', 'pe'].map(tournamentLang)).toEqual(['ES', 'ES'])
    expect(tournamentLang('br')).toBe('PT')
  })

  it('upper-cases a catalog that is a tournament language, and falls back to EN otherwise', () => {
    expect(['en', 'fi', 'no', 'de', 'fr', 'pt', 'ja', 'tl', 'tr', 'pl'].map(tournamentLang)).toEqual(['EN', 'FI', 'NO', 'DE', 'FR', 'PT', 'JA', 'TL', 'TR', 'PL'])
    expect(tournamentLang('sv')).toBe('EN')
    expect(tournamentLang('')).toBe('EN')
  })
})

const tournament = (id: string): Tournament => ({
  tournamentId: id,
  title: id,
  description: '',
  imageUrl: null,
  status: 'RUNNING',
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  gameIds: [],
  prizePoolMinor: 1,
  currency: 'EUR',
  leaderboard: [],
  myStanding: null,
})

function start(answers: { public?: () => Promise<Tournament[]>; player?: () => Promise<Tournament[]> } = {}) {
  const calls: string[] = []
  const inputs: TournamentRequest[] = []
  const actor = createActor(
    tournamentsMachine.provide({
      actors: {
        listPublicTournaments: fromPromise<Tournament[], TournamentRequest>(async ({ input }) => {
          calls.push('public')
          inputs.push(input)
          return (answers.public ?? (async () => [tournament('public')]))()
        }),
        listTournaments: fromPromise<Tournament[], TournamentRequest>(async ({ input }) => {
          calls.push('player')
          inputs.push(input)
          return (answers.player ?? (async () => [tournament('player')]))()
        }),
      },
    }),
    { input: { market: 'FI', vertical: 'live-casino', catalog: 'fi' } },
  ).start()
  return { actor, calls, inputs }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('tournaments', () => {
  it('starts idle with the request built from the input and nothing read', () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ request: { market: 'FI', vertical: 'live-casino', lang: 'FI' }, signedIn: false, tournaments: [], error: null })
    expect(calls).toEqual([])
  })

  it('keeps the list shown while it is read again for a player who signed in', async () => {
    const { actor, calls, inputs } = start()
    actor.send({ type: 'tournaments.load', signedIn: false })
    await settle()
    expect(actor.getSnapshot().context.tournaments.map((t) => t.tournamentId)).toEqual(['public'])
    actor.send({ type: 'tournaments.load', signedIn: true })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.tournaments.map((t) => t.tournamentId)).toEqual(['public'])
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ signedIn: true, tournaments: [{ tournamentId: 'player' }] })
    expect(calls).toEqual(['public', 'player'])
    expect(inputs).toEqual([
      { market: 'FI', vertical: 'live-casino', lang: 'FI' },
      { market: 'FI', vertical: 'live-casino', lang: 'FI' },
    ])
  })

  it('reads the standings again every minute, for the same audience', async () => {
    vi.useFakeTimers()
    try {
      const { actor, calls } = start()
      actor.send({ type: 'tournaments.load', signedIn: true })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('loaded')
      await vi.advanceTimersByTimeAsync(REFRESH_MS - 1)
      expect(calls).toEqual(['player'])
      await vi.advanceTimersByTimeAsync(1)
      expect(calls).toEqual(['player', 'player'])
      expect(REFRESH_MS).toBe(60_000)
    } finally {
      vi.useRealTimers()
    }
  })

  it('clears the error once a retry succeeds', async () => {
    let fail = true
    const { actor } = start({ public: async () => (fail ? Promise.reject(new Error('down')) : [tournament('again')]) })
    actor.send({ type: 'tournaments.load', signedIn: false })
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).not.toBeNull()
    fail = false
    actor.send({ type: 'tournaments.retry' })
    await settle()
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
