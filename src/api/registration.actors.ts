import { fromPromise } from 'xstate'
import type { components } from '../../openapi/dist/schema'
import type {
  CodeRequest, CodeSent, CodeVerification, CodeVerified, MarketRiskSetting, ProfileUpdateRequest, RegisterPlayerRequest,
  RegistrationProgress, RiskSettingRequest,
} from '../../machines/registration/registration.types'
import { captchaToken } from './captcha'
import { api, SITE_ID } from './client'
import { unwrap } from './errors'

export type {
  CodeChannel, MarketRiskSetting, RegistrationProfileRequest, RegistrationProgress, RegistrationRequest,
} from '../../machines/registration/registration.types'

/**
 * Details step: creates the player. The captcha token (solved per call, see ./captcha) travels as
 * a header, the visitor's country too.
 */
export const registerPlayer = fromPromise<RegistrationProgress, RegisterPlayerRequest>(
  async ({ input, signal }) =>
    unwrap(
      await api.POST('/api/v1/player/registration', {
        params: {
          header: {
            'X-Captcha-Token': await captchaToken(signal),
            ...(input.visitorCountry ? { 'X-Country': input.visitorCountry } : {}),
          },
        },
        body: input.body,
        signal,
      }),
    ),
)

/** ContactInfo step, and a phone edited during verification. */
export const updateRegistrationProfile = fromPromise<RegistrationProgress, ProfileUpdateRequest>(
  async ({ input, signal }) =>
    unwrap(
      await api.PUT('/api/v1/player/registration', {
        params: { header: { 'X-Captcha-Token': await captchaToken(signal) } },
        body: input.body,
        signal,
      }),
    ),
)

export const requestRegistrationCode = fromPromise<CodeSent, CodeRequest>(async ({ input, signal }) => {
  const body: components['schemas']['RegistrationCodeRequest'] = { playerId: input.playerId, siteId: SITE_ID, countryCode: input.countryCode }
  return unwrap(
    input.channel === 'sms'
      ? await api.POST('/api/v1/player/registration/sms_request', { body, signal })
      : await api.POST('/api/v1/player/registration/email_request', { body, signal }),
  )
})

export const verifyRegistrationCode = fromPromise<CodeVerified, CodeVerification>(async ({ input, signal }) => {
  const body = { playerId: input.playerId, code: input.code }
  return unwrap(
    input.channel === 'sms'
      ? await api.POST('/api/v1/player/registration/sms_verification', { body, signal })
      : await api.POST('/api/v1/player/registration/email_verification', { body, signal }),
  )
})

/** DECISIONS.md 9: whether the market accepts sign-ups from the chosen country. */
export const fetchMarketRiskSetting = fromPromise<MarketRiskSetting, RiskSettingRequest>(async ({ input, signal }) =>
  unwrap(
    await api.GET('/api/v1/player/markets/risk-setting', {
      params: { query: { siteId: SITE_ID, countryCode: input.countryCode } },
      signal,
    }),
  ),
)
