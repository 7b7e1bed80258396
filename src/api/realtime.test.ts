import { describe, expect, it, vi } from 'vitest'
import { parseRealtimeFrame, realtimeUrl, realtimeUrlProvider } from './realtime'

describe('realtimeUrl', () => {
  it('uses wss for an https page and carries the ticket as the Authorization query parameter', () => {
    expect(realtimeUrl('https://croupier.test/en-UN/casino', 'a-b+c')).toBe('wss://croupier.test/ws?Authorization=a-b%2Bc')
  })

  it('uses ws for a plain http page', () => {
    expect(realtimeUrl('http://127.0.0.1:8080', 'ticket')).toBe('ws://127.0.0.1:8080/ws?Authorization=ticket')
  })
})

describe('realtimeUrlProvider', () => {
  it('fetches a new one-time ticket for every connection', async () => {
    const tickets = ['first-ticket', 'second-ticket']
    const fetchTicket = vi.fn(async () => ({ ticket: tickets.shift()!, expiresIn: 30 }))
    const url = realtimeUrlProvider('https://croupier.test', fetchTicket)
    expect(await url()).toBe('wss://croupier.test/ws?Authorization=first-ticket')
    expect(await url()).toBe('wss://croupier.test/ws?Authorization=second-ticket')
    expect(fetchTicket).toHaveBeenCalledTimes(2)
  })

  it('fails the connection attempt when no ticket is given', async () => {
    const url = realtimeUrlProvider('https://croupier.test', () => Promise.reject(new Error('401')))
    await expect(url()).rejects.toThrow('401')
  })
})

describe('parseRealtimeFrame', () => {
  it('reads a wallet balance message', () => {
    const message = {
      type: 'WALLET_BALANCE',
      playerId: 'p-1',
      currency: 'EUR',
      balanceMap: { MAIN: [{ cashMinor: 1000, currency: 'EUR' }], LOCKED: [], BONUS: [] },
    }
    expect(parseRealtimeFrame(JSON.stringify(message))).toEqual({ kind: 'message', message })
  })

  it.each([
    ['a non-JSON frame', 'pong', 'not JSON'],
    ['a JSON scalar', '42', 'not an object'],
    ['an unknown type', '{"type":"SOMETHING"}', 'unknown type SOMETHING'],
    ['a binary frame', new ArrayBuffer(2), 'not a text frame'],
  ])('ignores %s with a reason to log', (_, frame, reason) => {
    expect(parseRealtimeFrame(frame)).toEqual({ kind: 'ignored', reason })
  })
})
