/**
 * Outgoing SMS and e-mail. The reference platform has no SMS or mail gateway: messages are kept
 * in the outbox table, where developers and end-to-end tests read the codes at /dev/outbox.
 */
import type { Db } from '../db/database.ts'

export interface OutboxMessage {
  to: string
  channel: 'sms' | 'email'
  subject: string
  body: string
  /** The one-time code inside the message, if any, so tests need not parse the body. */
  code?: string | null
}

export interface StoredMessage extends OutboxMessage {
  id: number
  createdAt: string
}

export type Outbox = ReturnType<typeof createOutbox>

/** E-mail addresses are case-insensitive; phone numbers are compared without spaces. */
export const normaliseRecipient = (to: string) => (to.includes('@') ? to.trim().toLowerCase() : to.replace(/[\s-]/g, ''))

export function createOutbox(db: Db) {
  return {
    async send(message: OutboxMessage): Promise<StoredMessage> {
      const row = await db.one<{ id: string | number; created_at: Date | string }>(
        `insert into outbox (recipient, channel, subject, body, code) values ($1, $2, $3, $4, $5) returning id, created_at`,
        [normaliseRecipient(message.to), message.channel, message.subject, message.body, message.code ?? null],
      )
      return { ...message, to: normaliseRecipient(message.to), id: Number(row!.id), createdAt: new Date(row!.created_at).toISOString() }
    },

    /** Latest first; all recipients when `to` is absent. */
    async list(to?: string, limit = 100): Promise<StoredMessage[]> {
      const rows = await db.query<{ id: string | number; recipient: string; channel: 'sms' | 'email'; subject: string; body: string; code: string | null; created_at: Date | string }>(
        `select id, recipient, channel, subject, body, code, created_at from outbox
          where ($1::text is null or recipient = $1) order by id desc limit $2`,
        [to ? normaliseRecipient(to) : null, limit],
      )
      return rows.map((r) => ({
        id: Number(r.id),
        to: r.recipient,
        channel: r.channel,
        subject: r.subject,
        body: r.body,
        code: r.code,
        createdAt: new Date(r.created_at).toISOString(),
      }))
    },
  }
}
