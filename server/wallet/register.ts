/**
 * Everything money adds to the platform besides its contract operations, registered with one call
 * from buildApp: the payment provider's callback route, the sandbox provider (its pages and its
 * callback queue) when enabled, the payments back office outside production, the feed that pushes
 * WALLET_BALANCE to websockets, and the sweep of expired idempotency keys. Each stops on close.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import type { Services } from '../http/handler.ts'
import { sweepExpiredIdempotencyKeys } from '../ledger/idempotency.ts'
import { registerBackOffice } from '../payments/backoffice.ts'
import { CALLBACK_PATH, registerCallbackRoute } from '../payments/callback.ts'
import { startQueue, type Send } from '../payments/sandbox/callbacks.ts'
import { registerSandboxRoutes } from '../payments/sandbox/routes.ts'
import { registerBankCallbackRoute, PAYNPLAY_CALLBACK_PATH } from '../paynplay/paynplay.ts'
import { registerSandboxBank } from '../paynplay/sandbox-bank.ts'
import { startBalanceFeed } from './balance-feed.ts'

const SWEEP_INTERVAL_MS = 10 * 60_000

/** PSP_SECRET, or one generated once and kept in the database so every instance shares it. */
export async function resolvePspSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db.query(`insert into settings (key, value) values ('psp_secret', $1) on conflict do nothing`, [randomBytes(32).toString('base64url')])
  return (await db.one<{ value: string }>(`select value from settings where key = 'psp_secret'`))!.value
}

export async function registerWallet(app: FastifyInstance, { db, config, realtime }: Services): Promise<void> {
  const secret = await resolvePspSecret(db, config.psp.secret)
  registerCallbackRoute(app, db, () => secret)
  registerBankCallbackRoute(app, db, () => secret)

  if (config.psp.sandbox) {
    // The sandbox calls the platform through its own HTTP pipeline: same route, same checks.
    const send: Send = async (payload, headers) => (await app.inject({ method: 'POST', url: CALLBACK_PATH, payload, headers })).statusCode
    registerSandboxRoutes(app, { db, secret: () => secret, send, pendingSettleMs: config.psp.pendingSettleMs })
    const stopQueue = startQueue(db, secret, send, (error) => app.log.error({ err: error }, 'sandbox payment queue failed'))
    app.addHook('onClose', () => stopQueue())
    // The Pay N Play bank sandbox, signed with the same secret and calling the same pipeline.
    const sendToBankCallback: Send = async (payload, headers) => (await app.inject({ method: 'POST', url: PAYNPLAY_CALLBACK_PATH, payload, headers })).statusCode
    registerSandboxBank(app, { db, secret: () => secret, send: sendToBankCallback })
  }
  if (!config.production) registerBackOffice(app, db)

  const stopFeed = await startBalanceFeed(db, realtime, app.log)
  const sweep = setInterval(() => {
    sweepExpiredIdempotencyKeys(db).catch((error) => app.log.error({ err: error }, 'idempotency key sweep failed'))
  }, SWEEP_INTERVAL_MS)
  sweep.unref()
  app.addHook('onClose', async () => {
    clearInterval(sweep)
    await stopFeed()
  })
}
