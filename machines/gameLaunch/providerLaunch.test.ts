import { describe, expect, it } from 'vitest'
import type { Schemas } from '../shared/contract'
import { game } from '../lobby/lobby.fixtures'
import { station } from './gameLaunch.fixtures'
import { launcherUrl, providerLaunch, type ProviderLaunchRequest } from './providerLaunch'

const request = (provider: Schemas['Game']['gameProvider'], mode: 'fun' | 'real', overrides: Partial<ProviderLaunchRequest> = {}): ProviderLaunchRequest => ({
  game: game('g-1', 'Game One', { gameProvider: provider, providerGameCode: `${provider}-code`, gameType: provider === 'evolution' ? 'roulette' : 'slot' }),
  mode,
  station,
  jurisdiction: 'FI',
  lobbyUrl: '/en-FI/online-casino',
  depositUrl: '/en-FI/my-account/banking/deposit',
  playerId: mode === 'real' ? 'player-1' : null,
  ...overrides,
})

describe('providerLaunch: every provider call of the spec, with its payload (001 §7 Games)', () => {
  it('Pragmatic Play: the real and the demo game URL, named by symbol, with the platform in capitals', () => {
    const body = { symbol: 'pragmaticplay-code', language: 'en', currency: 'EUR', platform: 'WEB', stylename: 'croupier', lobbyUrl: '/en-FI/online-casino', jurisdiction: 'FI' }
    expect(providerLaunch(request('pragmaticplay', 'real'))).toEqual({ operation: 'getPragmaticRealUrl', body })
    expect(providerLaunch(request('pragmaticplay', 'fun'))).toEqual({ operation: 'getPragmaticDemoUrl', body })
    expect(providerLaunch(request('pragmaticplay', 'fun', { station: { ...station, platform: 'mobile' } })).body).toMatchObject({ platform: 'MOBILE' })
  })

  it('Pariplay: the real and the demo context in its own field names', () => {
    const body = { GameCode: 'pariplay-code', CurrencyCode: 'EUR', LanguageCode: 'en', PlayerIP: '10.0.0.1', CountryCode: 'FI' }
    expect(providerLaunch(request('pariplay', 'real'))).toEqual({ operation: 'getPariplayRealContext', body })
    expect(providerLaunch(request('pariplay', 'fun'))).toEqual({ operation: 'getPariplayDemoContext', body })
  })

  it('SOFTSWISS: the context with return and deposit URLs; real also names where the player is', () => {
    const body = {
      game: 'softswiss-code', currency: 'EUR', locale: 'en', ip: '10.0.0.1', jurisdiction: 'FI', client_type: 'desktop',
      urls: { return_url: '/en-FI/online-casino', deposit_url: '/en-FI/my-account/banking/deposit' },
    }
    expect(providerLaunch(request('softswiss', 'real'))).toEqual({ operation: 'getSoftswissRealContext', body: { ...body, playerCurrentCountryCode: 'FI' } })
    expect(providerLaunch(request('softswiss', 'fun'))).toEqual({ operation: 'getSoftswissDemoContext', body })
    expect(providerLaunch(request('softswiss', 'fun', { station: { ...station, platform: 'mobile' } })).body).toMatchObject({ client_type: 'mobile' })
  })

  it('Novomatic: the real URL names the signed-in player; the demo URL the currency', () => {
    expect(providerLaunch(request('novomatic', 'real'))).toEqual({
      operation: 'getNovomaticUrl',
      body: { gameId: 'g-1', lobbyUrl: '/en-FI/online-casino', locale: 'en-FI', platform: 'desktop', country: 'FI', ip: '10.0.0.1', playerId: 'player-1' },
    })
    expect(providerLaunch(request('novomatic', 'fun'))).toEqual({
      operation: 'getNovomaticDemoUrl',
      body: { gameId: 'g-1', lobbyUrl: '/en-FI/online-casino', locale: 'en-FI', platform: 'desktop', currency: 'EUR' },
    })
    // Without a known player the generic call launches (the platform knows who is signed in).
    expect(providerLaunch(request('novomatic', 'real', { playerId: null }))).toEqual({ operation: 'getGameData', body: station })
  })

  it('Evolution: authenticate at the table (wrapped, mobile or not), or its demo', () => {
    expect(providerLaunch(request('evolution', 'real'))).toEqual({
      operation: 'authenticateEvolution',
      body: { gameCategory: 'roulette', tableId: 'evolution-code', wrapped: true, mobile: false, lobbyURL: '/en-FI/online-casino', ipAddress: '10.0.0.1' },
    })
    expect(providerLaunch(request('evolution', 'fun'))).toEqual({ operation: 'authenticateEvolutionDemo', body: { currency: 'EUR', language: 'en', tableId: 'evolution-code' } })
  })

  it('credential providers for real money: Quickspin token, Relax ticket (partner 2178), Play’n GO token, CreedRoomz token, Yggdrasil session', () => {
    expect(providerLaunch(request('quickspin', 'real'))).toEqual({ operation: 'generateQuickspinToken', body: { gameId: 'g-1', channel: 'web' } })
    expect(providerLaunch(request('relax', 'real'))).toEqual({ operation: 'createRelaxTicket', body: { gameId: 'g-1', channel: 'web', partner: 2178, jurisdiction: 'FI' } })
    expect(providerLaunch(request('playngo', 'real'))).toEqual({ operation: 'generatePlayngoToken', body: null })
    expect(providerLaunch(request('creedroomz', 'real'))).toEqual({ operation: 'generateCreedroomzToken', body: { ipAddress: '10.0.0.1' } })
    expect(providerLaunch(request('yggdrasil', 'real'))).toEqual({ operation: 'createYggdrasilSession', body: null })
  })

  it('fun mode of a provider without a demo call of its own goes through the generic slug call', () => {
    for (const provider of ['quickspin', 'relax', 'playngo', 'creedroomz', 'yggdrasil'] as const) {
      expect(providerLaunch(request(provider, 'fun'))).toEqual({ operation: 'getDemoGameData', body: station })
    }
  })
})

describe('launcherUrl', () => {
  it('carries the launcher contract, the credential as ticket, and Relax’s own partner id', () => {
    const url = new URL(launcherUrl(request('quickspin', 'real'), 'tok.en'), 'http://site')
    expect(url.pathname).toBe('/sandbox/games/launch')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en', channel: 'web', jurisdiction: 'FI', ticket: 'tok.en', partnerid: '2270', moneymode: 'real', gameid: 'g-1', partner: 'croupier',
      homeurl: '/en-FI/online-casino', fullscreen: 'false',
    })
    expect(new URL(launcherUrl(request('relax', 'real'), 't'), 'http://site').searchParams.get('partnerid')).toBe('2178')
  })
})
