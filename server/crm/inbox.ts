/**
 * The player's inbox in the sandbox CRM. A message names its template and parameters; the inbox
 * page words it in the player's language (inbox-texts.ts). Messages come from events: a welcome
 * at the player's first contact with the CRM (the unread badge on My account or the inbox), a
 * notification when the verification team verifies a document (server/documents). `event_key` makes each event's message unique, so a repeated event adds nothing.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'

export type CrmInbox = components['schemas']['CrmInbox']
type InboxMessage = CrmInbox['messages'][number]

export interface NewMessage {
  category: InboxMessage['category']
  template: InboxMessage['template']
  params?: Record<string, string>
  /** What happened, once per player: `welcome`, `document-verified:<upload id>`. */
  eventKey: string
}

/** Adds the event's message unless the player already has it; call inside the event's own transaction. */
export async function addInboxMessage(tx: Db, playerId: string, message: NewMessage): Promise<void> {
  await tx.query(
    `insert into inbox_messages (player_id, category, template, params, event_key) values ($1, $2, $3, $4::jsonb, $5)
     on conflict (player_id, event_key) do nothing`,
    [playerId, message.category, message.template, JSON.stringify(message.params ?? {}), message.eventKey],
  )
}

export async function unreadCount(db: Db, playerId: string): Promise<number> {
  return (await db.one<{ n: number }>('select count(*)::int as n from inbox_messages where player_id = $1 and read_at is null', [playerId]))!.n
}

interface MessageRow extends Record<string, unknown> {
  id: string | number
  category: InboxMessage['category']
  template: InboxMessage['template']
  params: Record<string, string>
  created_at: Date | string
  read_at: Date | string | null
}

export async function inbox(db: Db, playerId: string): Promise<CrmInbox> {
  const rows = await db.query<MessageRow>(
    'select id, category, template, params, created_at, read_at from inbox_messages where player_id = $1 order by created_at desc, id desc limit 100',
    [playerId],
  )
  return {
    unread: await unreadCount(db, playerId),
    messages: rows.map((r) => ({
      id: Number(r.id),
      category: r.category,
      template: r.template,
      params: r.params,
      createdAt: new Date(r.created_at).toISOString(),
      readAt: r.read_at === null ? null : new Date(r.read_at).toISOString(),
    })),
  }
}

/** Marks one of the player's messages read; reading it again changes nothing. */
export async function markRead(db: Db, playerId: string, messageId: number): Promise<{ unread: number }> {
  const row = await db.one<{ id: string }>(
    'update inbox_messages set read_at = coalesce(read_at, now()) where id = $1 and player_id = $2 returning id',
    [messageId, playerId],
  )
  // Another player's message is as absent as one that does not exist.
  if (!row) throw new ApiProblem(404, 'error.crm.message.not.found', 'No such message in this inbox.')
  return { unread: await unreadCount(db, playerId) }
}

/** The CRM's welcome journey starts at the player's first contact with it: one message per player, ever. */
export async function welcome(tx: Db, playerId: string): Promise<void> {
  const player = await tx.one<{ first_name: string | null }>('select first_name from players where id = $1', [playerId])
  await addInboxMessage(tx, playerId, { category: 'MESSAGE', template: 'WELCOME', params: { firstName: player?.first_name ?? '' }, eventKey: 'welcome' })
}
