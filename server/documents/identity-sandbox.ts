/**
 * The verification provider's sandbox under /sandbox/identity/: the page startDocumentVerification
 * sends the player to, where a tester approves or declines the identity check, as a provider's test
 * mode offers. The answer is recorded (an approval verifies the kind) and the player is sent back
 * to the site. Plain HTML with real buttons and no script, like the payment sandbox's pages; the
 * session id in the address is what the provider knows the session by.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Db } from '../db/database.ts'
import { escapeHtml, page } from '../payments/sandbox/pages.ts'
import { completeVerification, verificationSession, type UploadableType } from './documents.ts'

const kindNames: Record<UploadableType, string> = {
  PROOF_OF_ID: 'Proof of identity',
  PROOF_OF_ADDRESS: 'Proof of address',
  PROOF_OF_PAYMENT: 'Proof of payment',
  SOURCE_OF_WEALTH: 'Source of wealth',
  OTHER: 'Other document',
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

const closed = () =>
  page('Identity check', `<h1>Identity check</h1><p class="notice">This identity check is no longer open. Start a new one from the site.</p>`)

export function registerIdentitySandbox(app: FastifyInstance, db: Db) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })

    scope.get<{ Params: { id: string } }>('/sandbox/identity/:id', async (request, reply) => {
      const session = await verificationSession(db, request.params.id)
      if (!session || session.outcome !== null || session.expires_at.getTime() <= Date.now()) return html(reply, 404, closed())
      const action = `/sandbox/identity/${encodeURIComponent(session.id)}`
      return html(
        reply,
        200,
        page(
          'Identity check',
          `<h1>Identity check</h1>
<p class="merchant">Sandbox verification provider · ${escapeHtml(kindNames[session.document_type])}</p>
<p>In test mode no document is read: choose the result the check should give.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="APPROVED"><button type="submit">Approve the check</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="DECLINED"><button type="submit" class="secondary">Decline the check</button></form>`,
        ),
      )
    })

    scope.post<{ Params: { id: string }; Body: Record<string, string> }>('/sandbox/identity/:id', async (request, reply) => {
      const outcome = request.body?.outcome
      if (outcome !== 'APPROVED' && outcome !== 'DECLINED') return html(reply, 400, page('Identity check', '<h1>Identity check</h1><p class="error">Choose approve or decline.</p>'))
      const session = await completeVerification(db, request.params.id, outcome)
      if (!session) return html(reply, 404, closed())
      return reply.code(303).header('location', session.return_path).send()
    })
  })
}

