import { describe, expect, it } from 'vitest'
import { parentDomain } from './session.actors'

describe('id-token cookie domain', () => {
  it('is the parent domain, so every subdomain of the brand reads the session', () => {
    expect(parentDomain('www.croupier.example')).toBe('croupier.example')
    expect(parentDomain('sports.eu.croupier.example')).toBe('croupier.example')
  })

  it('is left out for hosts that cannot carry one', () => {
    for (const host of ['localhost', '127.0.0.1', '::1']) expect(parentDomain(host)).toBeNull()
  })
})
