/**
 * The sandbox provider's pages under /sandbox/psp/: the payment page (a card form, or the
 * approve / pending / decline choice of a wallet or bank), the 3-D Secure step, and "settle now"
 * for a pending payment. After each decision the provider calls the platform back (signed) before
 * sending the player home, as real providers do for instant methods.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Db } from '../../db/database.ts'
import { deliver, type Send } from './callbacks.ts'
import { cardPage, closedPage, notFoundPage, STYLESHEET_PATH, stylesheet, threeDsPage, walletPage } from './pages.ts'
import { answerThreeDs, choose, luhnValid, outcomeOfCard, returnUrl, sandboxPayment, settleNow, type Outcome, type SandboxPayment } from './payments.ts'

export interface SandboxOptions {
  db: Db
  secret: () => string
  send: Send
  pendingSettleMs: number
}

type Form = Record<string, string>

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

/** Four digits standing for the wallet or bank account the payment came from, stable per payment. */
const maskedWalletAccount = (payment: SandboxPayment) => `**** ${String(parseInt(payment.id.slice(-6), 16) % 10_000).padStart(4, '0')}`

function validCardExpiry(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  return month >= 1 && month <= 12 && (year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1))
}

export function registerSandboxRoutes(app: FastifyInstance, options: SandboxOptions) {
  const { db } = options

  /** Reports the payment's new status to the platform, then sends the player back to the shop. */
  async function finish(reply: FastifyReply, payment: SandboxPayment) {
    await deliver(db, options.secret(), options.send, payment.id)
    return reply.code(303).header('location', returnUrl(payment)).send()
  }

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })

    scope.get(STYLESHEET_PATH, async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(stylesheet))

    scope.get<{ Params: { id: string } }>('/sandbox/psp/pay/:id', async (request, reply) => {
      const payment = await sandboxPayment(db, request.params.id)
      if (!payment) return html(reply, 404, notFoundPage())
      if (payment.status === 'THREE_DS') return reply.code(303).header('location', `/sandbox/psp/3ds/${payment.id}`).send()
      if (payment.status !== 'CREATED') return html(reply, 200, closedPage(payment, returnUrl(payment)))
      return html(reply, 200, payment.method === 'CREDITCARD' ? cardPage(payment) : walletPage(payment))
    })

    scope.post<{ Params: { id: string }; Body: Form }>('/sandbox/psp/pay/:id', async (request, reply) => {
      const form = request.body ?? {}
      const current = await sandboxPayment(db, request.params.id)
      if (!current) return html(reply, 404, notFoundPage())
      if (current.status !== 'CREATED') return html(reply, 409, closedPage(current, returnUrl(current)))

      let outcome: Outcome
      let masked = maskedWalletAccount(current)
      if (form.action === 'cancel') outcome = 'decline'
      else if (current.method === 'CREDITCARD') {
        const digits = (form.number ?? '').replace(/[\s-]/g, '')
        const values = { holder: form.holder, number: form.number, expiry: form.expiry }
        if (!luhnValid(digits)) return html(reply, 422, cardPage(current, 'The card number is not valid.', values))
        if (!validCardExpiry(form.expiry ?? '')) return html(reply, 422, cardPage(current, 'The expiry date must be MM/YY and not in the past.', values))
        if (!/^\d{3,4}$/.test(form.cvc ?? '')) return html(reply, 422, cardPage(current, 'The security code has 3 or 4 digits.', values))
        outcome = outcomeOfCard(digits)
        masked = `**** ${digits.slice(-4)}`
      } else if (form.action === 'approve' || form.action === 'decline' || form.action === 'pending') outcome = form.action
      else return html(reply, 400, walletPage(current))

      const payment = await db.transaction((tx) => choose(tx, current.id, outcome, masked, options.pendingSettleMs))
      if (!payment) {
        const now = (await sandboxPayment(db, current.id))!
        return html(reply, 409, closedPage(now, returnUrl(now)))
      }
      if (payment.status === 'THREE_DS') return reply.code(303).header('location', `/sandbox/psp/3ds/${payment.id}`).send()
      return finish(reply, payment)
    })

    scope.get<{ Params: { id: string } }>('/sandbox/psp/3ds/:id', async (request, reply) => {
      const payment = await sandboxPayment(db, request.params.id)
      if (!payment) return html(reply, 404, notFoundPage())
      if (payment.status !== 'THREE_DS') return html(reply, 200, closedPage(payment, returnUrl(payment)))
      return html(reply, 200, threeDsPage(payment, false))
    })

    scope.post<{ Params: { id: string }; Body: Form }>('/sandbox/psp/3ds/:id', async (request, reply) => {
      const payment = await db.transaction((tx) => answerThreeDs(tx, request.params.id, request.body?.code ?? ''))
      if (!payment) {
        const now = await sandboxPayment(db, request.params.id)
        return now ? html(reply, 409, closedPage(now, returnUrl(now))) : html(reply, 404, notFoundPage())
      }
      if (payment.status === 'THREE_DS') return html(reply, 422, threeDsPage(payment, true))
      return finish(reply, payment)
    })

    // "Settle now" for a pending payment: what the provider would do once the bank confirms.
    scope.post<{ Params: { id: string } }>('/sandbox/psp/payments/:id/settle', async (request, reply) => {
      const settled = await db.transaction((tx) => settleNow(tx, request.params.id))
      if (!settled) return reply.code(409).send({ settled: false })
      await deliver(db, options.secret(), options.send, request.params.id)
      return reply.send({ settled: true })
    })
  })
}
