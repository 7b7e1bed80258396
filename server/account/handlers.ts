/** Account details (My account → Account details): password, phone number, address, language, marketing preferences; the cookie consent; the player station and the activity log. */
import { defineHandlers } from '../http/handler.ts'
import { cachedMarkets } from '../system/reference-cache.ts'
import { playerStation } from '../system/station.ts'
import { latestActivityLog } from './activity-log.ts'
import { changeAddress } from './address.ts'
import { CLOSE_UNAUTHORIZED } from '../realtime/routes.ts'
import { cookieConsent, updateCookieConsent } from './cookies.ts'
import { changeLanguage } from './language.ts'
import { marketingPreferences, updateMarketingPreferences } from './marketing.ts'
import { changePassword } from './password.ts'
import { resendPhoneCode, startPhoneChange, verifyPhoneCode } from './phone.ts'

export const accountHandlers = defineHandlers({
  async changePassword(request, { db, session, realtime }) {
    const { player_id, player_access_id } = session!
    const { endedSessions } = await changePassword(db, player_id, player_access_id, request.body.oldPassword, request.body.newPassword)
    for (const id of endedSessions) realtime.closeSession(id, CLOSE_UNAUTHORIZED, 'password changed on another device')
    return { status: 204 }
  },

  async changePhoneNumber(request, { db, session }) {
    return { status: 200, body: await startPhoneChange(db, session!.player_id, request.body.prefix, request.body.body) }
  },

  async requestPhoneSms(request, { db, session }) {
    return { status: 200, body: await resendPhoneCode(db, session!.player_id, request.body.smsVerificationId) }
  },

  async verifyPhoneSms(request, { db, session }) {
    return { status: 200, body: await verifyPhoneCode(db, session!.player_id, request.body.smsVerificationId, request.body.code) }
  },

  async getMarketingPreferences(_request, { db, session }) {
    return { status: 200, body: await marketingPreferences(db, session!.player_id) }
  },

  async updateMarketingPreferences(request, { db, session }) {
    return { status: 200, body: await updateMarketingPreferences(db, session!.player_id, request.body.subscriptions) }
  },

  async getCookieConsent(_request, { db, session }) {
    return { status: 200, body: await cookieConsent(db, session!.player_id) }
  },

  async updateCookieConsent(request, { db, session }) {
    return { status: 200, body: await updateCookieConsent(db, session!.player_id, request.body) }
  },

  async changeLanguage(request, { db, session }) {
    await changeLanguage(db, session!.player_id, request.body.language)
    return { status: 204 }
  },

  async changeAddress(request, { db, session }) {
    return { status: 200, body: await changeAddress(db, session!.player_id, request.body) }
  },

  async getPlayerStation(request, { db, config }) {
    return { status: 200, body: playerStation(request, config, await cachedMarkets(db)) }
  },

  async getLatestActivityLog(_request, { db, session }) {
    return { status: 200, body: await latestActivityLog(db, session!.player_id) }
  },
})
