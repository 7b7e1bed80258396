/**
 * The captcha token a sign-up call carries (`X-Captcha-Token`). Which provider to solve comes from
 * the platform (GET /captcha/config), so no build of the client carries a key or a token: a
 * development or test platform names its sandbox token there; a production platform names
 * Turnstile or hCaptcha and its site key, and the provider's widget (loaded on first use, rendered
 * invisibly, shown only when the provider wants an interaction) solves a challenge per call.
 * Tokens are single-use, so every call solves again.
 */
import { ApiCallError } from '../../machines/shared/callError'
import type { components } from '../../openapi/dist/schema'
import { api } from './client'
import { unwrap } from './errors'

export type CaptchaConfig = components['schemas']['CaptchaConfig']
type WidgetProvider = Exclude<CaptchaConfig['provider'], 'sandbox'>

/** The part of Turnstile's and hCaptcha's explicit-render API used here; both have it. */
export interface CaptchaWidgetApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number
  execute(widgetId: string | number): void
  reset(widgetId: string | number): void
}

export const widgetScripts: Record<WidgetProvider, { src: string; global: string }> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
}

/** What each provider needs to render a widget that runs only when asked (`execute`). */
function renderOptions(provider: WidgetProvider, siteKey: string): Record<string, unknown> {
  return provider === 'turnstile' ? { sitekey: siteKey, execution: 'execute', appearance: 'interaction-only' } : { sitekey: siteKey, size: 'invisible' }
}

/** A refused or failed challenge reads as the platform's captcha refusal, which the forms explain. */
const captchaRefused = (message: string) =>
  new ApiCallError(403, { status: 403, code: 'error.captcha.validation', message: `Explicit deny: ${message}` })

export interface CaptchaDependencies {
  fetchConfig(signal?: AbortSignal): Promise<CaptchaConfig>
  /** The provider's global API once its script has loaded. */
  loadWidget(provider: WidgetProvider, signal?: AbortSignal): Promise<CaptchaWidgetApi>
  /** Where the widget renders (it shows itself only when a person must act). */
  container(): HTMLElement
}

export function createCaptcha(dependencies: CaptchaDependencies) {
  let config: Promise<CaptchaConfig> | undefined
  let widget: { api: CaptchaWidgetApi; id: string | number; key: string } | undefined
  let pending: { resolve(token: string): void; reject(error: Error): void } | undefined

  async function solve(provider: WidgetProvider, siteKey: string, signal?: AbortSignal): Promise<string> {
    const key = `${provider}:${siteKey}`
    if (widget?.key !== key) {
      const widgetApi = await dependencies.loadWidget(provider, signal)
      const id = widgetApi.render(dependencies.container(), {
        ...renderOptions(provider, siteKey),
        callback: (token: string) => pending?.resolve(token),
        'error-callback': () => pending?.reject(captchaRefused('the challenge failed')),
        'expired-callback': () => pending?.reject(captchaRefused('the challenge expired')),
      })
      widget = { api: widgetApi, id, key }
    }
    const current = widget
    // A previous challenge still open is abandoned: its token would belong to another call.
    pending?.reject(captchaRefused('a newer challenge started'))
    return new Promise<string>((resolve, reject) => {
      const settle = () => {
        pending = undefined
        signal?.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        settle()
        reject(signal!.reason)
      }
      pending = {
        resolve: (token) => (settle(), resolve(token)),
        reject: (error) => (settle(), reject(error)),
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      current.api.reset(current.id)
      current.api.execute(current.id)
    })
  }

  return {
    /** A fresh token for one sign-up call. */
    async token(signal?: AbortSignal): Promise<string> {
      config ??= dependencies.fetchConfig(signal).catch((error: unknown) => {
        config = undefined // asked again next time, not remembered as failed
        throw error
      })
      const { provider, siteKey, sandboxToken } = await config
      if (provider === 'sandbox') {
        if (!sandboxToken) throw captchaRefused('the sandbox named no token')
        return sandboxToken
      }
      return solve(provider, siteKey, signal)
    },
  }
}

function loadScript(provider: WidgetProvider, signal?: AbortSignal): Promise<CaptchaWidgetApi> {
  const { src, global } = widgetScripts[provider]
  const ready = () => (window as unknown as Record<string, CaptchaWidgetApi | undefined>)[global]
  const loaded = ready()
  if (loaded) return Promise.resolve(loaded)
  return new Promise((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)
    if (!script) {
      script = document.createElement('script')
      script.src = src
      script.async = true
      document.head.append(script)
    }
    script.addEventListener('load', () => {
      const api = ready()
      if (api) resolve(api)
      else reject(captchaRefused(`${provider} did not load`))
    })
    script.addEventListener('error', () => reject(captchaRefused(`${provider} could not be loaded`)))
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

let widgetContainer: HTMLElement | undefined
function pageContainer(): HTMLElement {
  if (!widgetContainer || !widgetContainer.isConnected) {
    widgetContainer = document.createElement('div')
    widgetContainer.dataset.captcha = ''
    // Above the dialogs, where an interactive challenge cannot be missed; empty (and so invisible)
    // unless the provider asks for an interaction.
    widgetContainer.style.cssText = 'position:fixed;bottom:1rem;right:1rem;z-index:2147483647'
    document.body.append(widgetContainer)
  }
  return widgetContainer
}

/** The page's captcha: configuration from the platform, widgets from the provider. */
export const captcha = createCaptcha({
  fetchConfig: async (signal) => unwrap(await api.GET('/api/v1/captcha/config', { signal })),
  loadWidget: loadScript,
  container: pageContainer,
})

export const captchaToken = (signal?: AbortSignal) => captcha.token(signal)
