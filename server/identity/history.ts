/** Where and when the player logged in: the previous login and the recent history. */
import { defineHandlers } from '../http/handler.ts'

export const historyHandlers = defineHandlers({
  /** The login before the one in use now; nulls when this is the first. */
  async getLastLoginInfo(_request, { db, session }) {
    const row = await db.one<{ login_at: Date | string; ip_address: string; real_ip_address: string; country_code: string | null }>(
      `select login_at, ip_address, real_ip_address, country_code from login_history
        where player_id = $1 and session_id is distinct from $2 order by id desc limit 1`,
      [session!.player_id, session!.player_access_id],
    )
    return {
      status: 200,
      body: {
        createdAt: row ? new Date(row.login_at).toISOString() : null,
        realIpAddress: row?.real_ip_address ?? null,
        ipAddress: row?.ip_address ?? null,
        realCountryCode: row?.country_code ?? null,
      },
    }
  },

  async listLoginHistory(request, { db, session }) {
    const { limit = 10 } = request.query
    const rows = await db.query<{ login_at: Date | string; real_ip_address: string; country_code: string | null }>(
      'select login_at, real_ip_address, country_code from login_history where player_id = $1 order by id desc limit $2',
      [session!.player_id, limit],
    )
    return { status: 200, body: rows.map((r) => ({ loginDate: new Date(r.login_at).toISOString(), loginIp: r.real_ip_address, loginCountry: r.country_code })) }
  },
})
