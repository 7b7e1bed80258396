/**
 * The games area's plain HTTP routes — files, not API calls: game art (thumbnails at 1x/2x/3x,
 * double-height tiles, the lobby's hero banners, provider logos), all SVG drawn by art.ts, and
 * the sandbox launcher's script and styles. Registered beside the contract's operations.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/database.ts'
import { ART_VERSION, heroSvg, providerLogoSvg, thumbnailSvg, verticalSvg, type Density } from './art.ts'
import { hash32 } from './prng.ts'
import { providerById, type ProviderId } from './providers.ts'
import { ASSET_PATH, assets } from '../sandbox/assets.ts'
import { compressFor, negotiateEncoding } from '../http/encoding.ts'

/** A day: the art of a slug only changes with ART_VERSION, and the ETag answers the rest. */
const ART_CACHE = 'public, max-age=86400'
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // An SVG opened on its own is a document: it may style itself and nothing else.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
}

const thumbnailFile = /^([a-z0-9][a-z0-9-]{0,127}?)(-vertical)?@([123])x\.svg$/

function notFound(reply: FastifyReply, path: string) {
  return reply.code(404).send({ status: 404, code: 'error.not.found', message: `No file ${path}.` })
}

/**
 * An SVG, compressed by negotiation (drawn SVG shrinks to a fifth: the hero art from 4.8 to 1 KB).
 * The ETag stays the drawing's, as it is for every encoding; `Vary` tells caches apart.
 */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, etag: string) {
  reply.headers({ ...SVG_HEADERS, 'Cache-Control': ART_CACHE, ETag: etag, Vary: 'Accept-Encoding' })
  if (request.headers['if-none-match'] === etag) return reply.code(304).send()
  const encoding = negotiateEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(svg)
  return reply.header('Content-Encoding', encoding).send(compressFor(encoding, Buffer.from(svg)))
}

export function registerGamesRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>('/media/games/:file', async (request, reply) => {
    const match = thumbnailFile.exec(request.params.file)
    if (!match) return notFound(reply, request.url)
    const [, slug, vertical, density] = match
    const vertical2x = vertical !== undefined && density === '2'
    // A slug may itself end in "-vertical": then it is an ordinary thumbnail.
    const candidates = vertical2x ? [slug!, `${slug}-vertical`] : [`${slug}${vertical ?? ''}`]
    const game = await db.one<{ slug: string; name: string; theme: string; provider_title: string }>(
      `select g.slug, g.name, g.theme, p.title as provider_title from games g join game_providers p on p.id = g.provider_id
        where g.slug = any($1::text[]) order by g.slug = $2 desc limit 1`,
      [candidates, candidates[0]],
    )
    if (!game) return notFound(reply, request.url)
    const subject = { slug: game.slug, name: game.name, theme: game.theme, providerTitle: game.provider_title }
    const isVertical = vertical2x && game.slug === slug
    const svg = isVertical ? verticalSvg(subject) : thumbnailSvg(subject, Number(density) as Density)
    return sendSvg(request, reply, svg, `"a${ART_VERSION}-${hash32(svg).toString(36)}"`)
  })

  app.get<{ Params: { file: string } }>('/media/lobby/:file', async (request, reply) => {
    const lobby = request.params.file === 'casino-hero.svg' ? 'casino' : request.params.file === 'live-casino-hero.svg' ? 'live-casino' : null
    if (!lobby) return notFound(reply, request.url)
    return sendSvg(request, reply, heroSvg(lobby), `"a${ART_VERSION}-hero-${lobby}"`)
  })

  app.get<{ Params: { file: string } }>('/media/providers/:file', async (request, reply) => {
    const provider = providerById.get(request.params.file.replace(/\.svg$/, '') as ProviderId)
    if (!provider || !request.params.file.endsWith('.svg')) return notFound(reply, request.url)
    return sendSvg(request, reply, providerLogoSvg(provider.title, provider.id), `"a${ART_VERSION}-provider-${provider.id}"`)
  })

  app.get<{ Params: { file: string } }>(`${ASSET_PATH}/:file`, async (request, reply) => {
    const asset = assets.get(request.params.file)
    if (!asset) return notFound(reply, request.url)
    // Revalidated on every load (the ETag makes that a 304); the page links them with ?v=<hash>.
    reply.headers({ 'Content-Type': asset.type, 'Cache-Control': 'no-cache', ETag: asset.etag, 'X-Content-Type-Options': 'nosniff' })
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send()
    return reply.send(asset.body)
  })
}
