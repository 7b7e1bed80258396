import { describe, expect, it, vi } from 'vitest'
import { ApiCallError } from '../../machines/shared/callError'
import { createCaptcha, type CaptchaConfig, type CaptchaWidgetApi } from './captcha'

/** A widget that solves each executed challenge with the next token, or fails it when told to. */
function fakeWidget(outcomes: ('error' | 'expire' | string)[]) {
  let options: Record<string, any> = {}
  const calls: string[] = []
  const api: CaptchaWidgetApi = {
    render: vi.fn((_container, given) => {
      options = given
      return 'w-1'
    }),
    reset: vi.fn(() => void calls.push('reset')),
    execute: vi.fn(() => {
      calls.push('execute')
      const next = outcomes.shift()
      queueMicrotask(() => {
        if (next === 'error') options['error-callback']()
        else if (next === 'expire') options['expired-callback']()
        else if (next !== undefined) options.callback(next)
      })
    }),
  }
  return { api, calls, options: () => options }
}

const setup = (config: CaptchaConfig, widget = fakeWidget([])) => {
  const deps = {
    fetchConfig: vi.fn(async () => config),
    loadWidget: vi.fn(async () => widget.api),
    container: vi.fn(() => ({}) as HTMLElement),
  }
  return { captcha: createCaptcha(deps), deps, widget }
}

describe('captcha token', () => {
  it('uses the sandbox token the platform names, asking for the configuration once', async () => {
    const { captcha, deps } = setup({ provider: 'sandbox', siteKey: 'sandbox', sandboxToken: 'from-the-platform' })
    expect(await captcha.token()).toBe('from-the-platform')
    expect(await captcha.token()).toBe('from-the-platform')
    expect(deps.fetchConfig).toHaveBeenCalledOnce()
    expect(deps.loadWidget).not.toHaveBeenCalled()
  })

  it('asks for the configuration again after a failed request', async () => {
    const { captcha, deps } = setup({ provider: 'sandbox', siteKey: 'sandbox', sandboxToken: 't' })
    deps.fetchConfig.mockRejectedValueOnce(new TypeError('offline'))
    await expect(captcha.token()).rejects.toThrow('offline')
    expect(await captcha.token()).toBe('t')
  })

  it('renders the Turnstile widget once, invisibly, and solves a fresh challenge per call', async () => {
    const widget = fakeWidget(['token-1', 'token-2'])
    const { captcha, deps } = setup({ provider: 'turnstile', siteKey: 'site-key' }, widget)
    expect(await captcha.token()).toBe('token-1')
    expect(await captcha.token()).toBe('token-2')
    expect(deps.loadWidget).toHaveBeenCalledOnce()
    expect(deps.loadWidget).toHaveBeenCalledWith('turnstile', undefined)
    expect(widget.api.render).toHaveBeenCalledOnce()
    expect(widget.options()).toMatchObject({ sitekey: 'site-key', execution: 'execute', appearance: 'interaction-only' })
    expect(widget.calls).toEqual(['reset', 'execute', 'reset', 'execute'])
  })

  it('renders hCaptcha invisibly', async () => {
    const widget = fakeWidget(['h-token'])
    const { captcha } = setup({ provider: 'hcaptcha', siteKey: 'h-key' }, widget)
    expect(await captcha.token()).toBe('h-token')
    expect(widget.options()).toMatchObject({ sitekey: 'h-key', size: 'invisible' })
  })

  it.each(['error', 'expire'] as const)('answers a challenge that ends in %s as the captcha refusal', async (outcome) => {
    const { captcha } = setup({ provider: 'turnstile', siteKey: 'k' }, fakeWidget([outcome]))
    const error = await captcha.token().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiCallError)
    expect(error).toMatchObject({ status: 403, code: 'error.captcha.validation' })
  })

  it('stops waiting when the call is aborted', async () => {
    const { captcha } = setup({ provider: 'turnstile', siteKey: 'k' }, fakeWidget([]))
    const controller = new AbortController()
    const waiting = captcha.token(controller.signal)
    await new Promise((r) => setTimeout(r, 0))
    controller.abort(new Error('left the form'))
    await expect(waiting).rejects.toThrow('left the form')
  })
})
