/**
 * The payments back office, as far as the platform needs one to be exercised end to end: the
 * pending withdrawals of every player, each completed (paid out) or rejected (money back to the
 * player's main balance). Development and test only, like /dev/outbox: a real back office is its
 * own application behind staff sign-in.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { MONEY_ISOLATION } from '../ledger/idempotency.ts'
import { ApiProblem } from '../http/errors.ts'
import { completeWithdrawal, rejectWithdrawal } from '../wallet/withdrawals.ts'
import { escapeHtml, formatMinor, methodName, page } from './sandbox/pages.ts'

export const BACKOFFICE_PATH = '/sandbox/backoffice/withdrawals'

interface Pending extends Record<string, unknown> {
  id: string
  email: string
  amount_minor: unknown
  currency: string
  method: string | null
  created_at: Date | string
}

function listPage(rows: Pending[]): string {
  const body = rows.length
    ? `<table><caption>Pending withdrawals, oldest first</caption>
<thead><tr><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Method</th><th scope="col">Requested</th><th scope="col">Decision</th></tr></thead>
<tbody>${rows
        .map(
          (r) => `<tr><td>${escapeHtml(r.email)}</td><td>${escapeHtml(formatMinor(Number(r.amount_minor), r.currency))}</td>
<td>${escapeHtml(r.method ? methodName(r.method) : '—')}</td><td>${escapeHtml(new Date(r.created_at).toISOString())}</td>
<td><form method="post" action="${BACKOFFICE_PATH}/${r.id}/complete"><button type="submit" aria-label="Complete ${escapeHtml(formatMinor(Number(r.amount_minor), r.currency))} for ${escapeHtml(r.email)}">Complete</button></form>
<form method="post" action="${BACKOFFICE_PATH}/${r.id}/reject"><button type="submit" class="danger" aria-label="Reject ${escapeHtml(formatMinor(Number(r.amount_minor), r.currency))} for ${escapeHtml(r.email)}">Reject</button></form></td></tr>`,
        )
        .join('\n')}</tbody></table>`
    : '<p>No withdrawal is waiting.</p>'
  return page('Withdrawals', `<h1>Withdrawals</h1><p class="merchant">Sandbox back office</p>${body}`, true)
}

export function registerBackOffice(app: FastifyInstance, db: Db) {
  app.register(async (scope) => {
    // The forms post no fields; accept their content type without reading it.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}))

    scope.get(BACKOFFICE_PATH, async (_request, reply) => {
      const rows = await db.query<Pending>(
        `select w.id, p.email, w.amount_minor, w.currency, w.method, w.created_at
           from withdrawals w join players p on p.id = w.player_id
          where w.status = 'PENDING' order by w.created_at, w.id`,
      )
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(listPage(rows))
    })

    scope.post<{ Params: { id: string; decision: string } }>(`${BACKOFFICE_PATH}/:id/:decision`, async (request, reply) => {
      const { id, decision } = request.params
      if (decision !== 'complete' && decision !== 'reject') return reply.code(404).send({ status: 404, code: 'error.not.found', message: 'Complete or reject.' })
      if (!/^[0-9a-f-]{36}$/i.test(id)) return reply.code(404).send({ status: 404, code: 'error.withdrawal.not.found', message: `No pending withdrawal ${id}.` })
      try {
        const withdrawal = await db.transaction(
          (tx) => (decision === 'complete' ? completeWithdrawal(tx, id) : rejectWithdrawal(tx, id, 'rejected by the payments team')),
          { isolation: MONEY_ISOLATION },
        )
        if (request.headers.accept?.includes('application/json')) return reply.send(withdrawal)
        return reply.code(303).header('location', BACKOFFICE_PATH).send()
      } catch (error) {
        if (error instanceof ApiProblem) return reply.code(error.status).send(error.toBody())
        throw error
      }
    })
  })
}
