/**
 * The platform as one fastify instance: contract operations from openapi/, the built client,
 * development tools (API docs, outbox), health and the realtime socket.
 */
import type { Writable } from 'node:stream'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import cookie from '@fastify/cookie'
import websocket from '@fastify/websocket'
import { loadBundledOpenApi } from '../openapi/bundle.ts'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import { listMigrations } from './db/migrate.ts'
import { handlers as allHandlers } from './handlers.ts'
import type { Handlers, Services } from './http/handler.ts'
import { allowedMethods, clientError, frameworkError, registerErrorHandler, sendMethodNotAllowed } from './http/error-handler.ts'
import { ApiProblem } from './http/errors.ts'
import { assertEveryOperationHandled, registerOperations, type RegisteredOperations } from './http/openapi.ts'
import { registerRateLimits } from './http/rate-limit.ts'
import { registerClient, sendIndex } from './http/static.ts'
import { pathKind } from './http/pages.ts'
import { createPageRenderer, loadBootData, loadFirstPaintRenderer, readStartAppScript, scriptHashSource, sendPage } from './http/boot.ts'
import { registerEntry } from './http/entry.ts'
import { registerDocs } from './http/docs.ts'
import { loggerOptions } from './http/logging.ts'
import { createCaptchaProvider } from './auth/captcha.ts'
import { createTokenService, resolveSecret } from './auth/tokens.ts'
import { proxyTrust } from './auth/visitor.ts'
import { framableBySelf, registerSecurityHeaders, SIGNUP_CALLBACK } from './http/security-headers.ts'
import { createOutbox } from './outbox/outbox.ts'
import { registerOutboxRoutes } from './outbox/routes.ts'
import { registerActivityDevRoutes } from './activity/dev-routes.ts'
import { registerStandingDevRoutes } from './wallet/dev-routes.ts'
import { startRoundRecovery } from './sandbox/round-journal.ts'
import { startSettlement } from './sportsbook/book.ts'
import { createRealtimeHub } from './realtime/hub.ts'
import { registerRealtimeRoutes } from './realtime/routes.ts'
import { createContentEvents } from './system/content-events.ts'
import { hasPageByUrl } from './system/content.ts'
import { SITE_ID } from './seed/seed.ts'
import { registerWallet } from './wallet/register.ts'
import { registerGamesRoutes } from './games/routes.ts'
import { MAX_DOCUMENT_BYTES } from './documents/documents.ts'
import { registerDocumentDevRoutes } from './documents/dev-routes.ts'
import { registerEddDevRoutes } from './edd/dev-routes.ts'
import { registerContentDevRoutes } from './system/dev-routes.ts'
import { registerIdentitySandbox } from './documents/identity-sandbox.ts'
import { startTournamentSettlement } from './tournaments/payouts.ts'
import { registerTournamentDevRoutes } from './tournaments/dev-routes.ts'
import { registerLiveTableDevRoutes } from './games/dev-routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
    operations: RegisteredOperations
  }
}

/**
 * The router's limit on one path segment. The longest path parameter the contract allows is 128
 * characters (uploadId, game slugs); percent-encoded as 4-byte UTF-8 that is 1536 characters.
 */
export const MAX_PATH_SEGMENT_LENGTH = 2048

export interface AppOptions {
  db: Db
  config: Config
  /** Defaults to the bundled openapi/ document. */
  document?: Record<string, any>
  /** Defaults to every area's handlers; tests pass their own to exercise the pipeline. */
  handlers?: Handlers
  /** Where the log goes; standard output unless given (tests read it). */
  logStream?: Writable
}

export async function buildApp({ db, config, document = loadBundledOpenApi(), handlers = allHandlers, logStream }: AppOptions): Promise<FastifyInstance> {
  // Before anything is started: a platform missing part of its contract does not come up at all.
  assertEveryOperationHandled(document, handlers)
  const app = Fastify({
    // Logged URLs drop their query strings (http/logging.ts).
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: config.bodyLimit,
    // X-Forwarded-For/-Host/-Proto count only from TRUSTED_PROXIES (auth/visitor.ts).
    trustProxy: proxyTrust(config),
    // Path parameters are limited by their own schemas (a 400 naming the field); the router's
    // limit only stops what no schema allows. See docs/decisions.md.
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT_LENGTH },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  })
  // Needs the migrated settings table, so it is read here rather than in a hook.
  const services: Services = {
    db,
    config,
    tokens: createTokenService(db, await resolveSecret(db, config.jwtSecret), { issuer: config.publicOrigin }),
    outbox: createOutbox(db),
    realtime: createRealtimeHub(),
    captcha: createCaptchaProvider(config.captcha, config.publicOrigin),
    contentEvents: createContentEvents(db, { heartbeatMs: config.contentHeartbeatMs }),
  }
  app.decorate('services', services)
  // Before the server stops taking requests waits for open ones: end the content event streams.
  app.addHook('preClose', async () => services.contentEvents.close())
  registerErrorHandler(app)
  // The start-app script a page with a first paint inlines runs by its hash (http/boot.ts).
  const startApp = readStartAppScript(config.clientDir)
  const scriptHashes = startApp === null ? [] : [scriptHashSource(startApp)]
  await registerSecurityHeaders(app, config, scriptHashes)
  await app.register(cookie)
  // The contract's file uploads (uploadDocumentFile) send raw bytes; the handler gets a Buffer. One
  // byte over the documents' limit still reaches the handler, which refuses it in the contract's
  // words (error.document.too_large); anything larger is the framework's 413.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES + 1 }, (_request, body, done) => done(null, body))

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return
    if (request.headers['x-site-id'] !== String(SITE_ID)) {
      throw new ApiProblem(400, 'error.invalid.site.id', `Every /api request needs the header X-Site-Id: ${SITE_ID}.`)
    }
  })

  const migrations = listMigrations().length
  app.get('/healthz', async (_request, reply) => {
    const row = await db.one<{ n: number }>('select count(*)::int as n from schema_migrations').catch(() => null)
    if (!row || row.n < migrations) return reply.code(503).send({ status: 'starting' })
    return { status: 'ok' }
  })

  registerGamesRoutes(app, db)
  // The sandbox provider finishes real-money rounds a crash or deploy cut off between bet and win.
  const stopRoundRecovery = startRoundRecovery(db, (error) => app.log.error({ err: error }, 'finishing interrupted rounds failed'))
  app.addHook('onClose', () => stopRoundRecovery())
  // The sandbox sportsbook settles bets whose events have ended, whether or not anyone is watching.
  const stopSportsSettlement = startSettlement(db, (error) => app.log.error({ err: error }, 'settling sportsbook bets failed'), config.sportsbookSchedule)
  app.addHook('onClose', () => stopSportsSettlement())
  // Finished tournament editions pay their prizes, whether or not anyone reads the list.
  const stopTournamentSettlement = startTournamentSettlement(db, (error) => app.log.error({ err: error }, 'settling tournament prizes failed'))
  app.addHook('onClose', () => stopTournamentSettlement())
  await app.register(websocket)
  registerRealtimeRoutes(app, { db, hub: services.realtime, allowedOrigins: [config.publicOrigin, ...config.extraSocketOrigins] })
  app.addHook('onClose', async () => services.realtime.closeAll())
  await registerWallet(app, services)
  // The identity verification provider's sandbox, switched with the payment providers' sandboxes.
  if (config.psp.sandbox) registerIdentitySandbox(app, db)

  if (!config.production) {
    await registerDocs(app, document)
    registerOutboxRoutes(app, services.outbox)
    registerActivityDevRoutes(app, db, services.tokens)
    registerStandingDevRoutes(app, db, services.tokens)
    registerDocumentDevRoutes(app, db, services.tokens, document)
    registerEddDevRoutes(app, db, services.tokens)
    registerContentDevRoutes(app, db, document)
    registerTournamentDevRoutes(app, db, services.tokens)
    registerLiveTableDevRoutes(app, db)
  }

  registerEntry(app, services)
  const hasClient = await registerClient(app, config.clientDir)
  const renderPage = hasClient ? createPageRenderer(config.clientDir, startApp) : null
  const renderFirstPaint = hasClient ? await loadFirstPaintRenderer(config.clientDir) : null
  /** A page path: the SPA, with its first data and first paint where they can be had. */
  const servePage = (request: FastifyRequest, reply: FastifyReply, path: string, kind: 'page' | 'unknown-page') => {
    // The SPA renders its own not-found page for an unknown page path, answered 404. The page
    // carries its first data (http/boot.ts); should that fail, the bare page fetches its own.
    const status = kind === 'page' ? 200 : 404
    // The Pay N Play return page is loaded in the sign-up page's bank frame: the site may frame it.
    if (kind === 'page' && SIGNUP_CALLBACK.test(path)) {
      reply.header('content-security-policy', framableBySelf(config, scriptHashes)).header('x-frame-options', 'SAMEORIGIN')
    }
    if (!renderPage) return sendIndex(reply, status)
    return loadBootData(request, services, path).then(
      async (data) => {
        // The page's first paint, rendered here; without it the browser renders the page as before.
        const firstPaint = renderFirstPaint
          ? await renderFirstPaint(request.url, data, { notFound: status === 404 }).catch((error: unknown) => {
              request.log.warn({ err: error }, 'first paint failed; serving the page without it')
              return { html: '', title: '' }
            })
          : { html: '', title: '' }
        return sendPage(request, reply, renderPage(data, firstPaint.html, firstPaint), status, config.countryHeader)
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'page data failed; serving the bare page')
        return sendIndex(reply, status)
      },
    )
  }
  app.setNotFoundHandler((request, reply) => {
    // Development tools (/dev/flows, the event log's page) do not exist in production.
    const devOnly = config.production && /^\/dev(\/|\?|$)/.test(request.url)
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !devOnly
    const path = request.url.split('?')[0]!
    if (hasClient && isPage) {
      const kind = pathKind(path)
      // A missing file is never the page: a 404 a browser or an <img> can tell apart.
      if (kind === 'file') return reply.code(404).header('Cache-Control', 'no-cache').send({ status: 404, code: 'error.not.found', message: `No file ${path}.` })
      if (typeof kind === 'string') return servePage(request, reply, path, kind)
      // A one-segment address is a page when the content has a page by that url, asked now: a page
      // added after the seed is served at once. Should the database not answer, the client's own
      // content call decides, as before the platform knew any status.
      const { langmarket, url } = kind.contentPage
      return hasPageByUrl(db, langmarket, url).then(
        (found) => servePage(request, reply, path, found ? 'page' : 'unknown-page'),
        (error: unknown) => {
          request.log.warn({ err: error }, 'content page lookup failed; serving the page')
          return servePage(request, reply, path, 'page')
        },
      )
    }
    const allowed = allowedMethods(app, request.method, path)
    if (allowed.length > 0) return sendMethodNotAllowed(reply, request.method, path, allowed)
    reply.code(404).send({ status: 404, code: 'error.not.found', message: `No route ${request.method} ${path}.` })
  })

  await registerRateLimits(app, { redisUrl: config.redisUrl, limits: config.rateLimits })
  app.decorate('operations', registerOperations(app, document, handlers, services))
  await app.ready()
  return app
}
