/**
 * The money stack's floor (tests/bench/stack-floor.ts): the least a deposit and a spin can cost on
 * the platform's own server stack — node, fastify, node-postgres in pipeline mode with ten pooled
 * connections, JSON over keep-alive HTTP — with none of the platform's rules. Plain JavaScript run
 * by plain `node`, as the production platform runs.
 *
 * What it keeps is what any implementation of the contract must do:
 * - POST /deposits: a player's HS256 bearer token verified (node's HMAC, as server/auth/tokens.ts
 *   does), the JSON body read, the deposit and its idempotency key written — one statement.
 * - POST /callback: the provider's HMAC over the raw body verified, then the deposit settled, the
 *   balance credited and two ledger entries written — one statement (a data-modifying WITH).
 * - POST /spins/:player: a bet and its win (a random stake multiple) as one statement: the balance
 *   debited only if it covers the stake, credited with the win, two ledger entries and the round.
 * Everything the platform adds (sessions, limits, bonuses, wagering, eligibility, the stored
 * answers, the websocket push, the logs) is left out: the figure is a floor, not a product.
 *
 * env: DATABASE_URL (an empty database of its own), PORT, SECRET (HMAC key, base64url), PLAYERS.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import Fastify from 'fastify'
import pg from 'pg'

const secret = Buffer.from(process.env.SECRET ?? '', 'base64url')
if (secret.length < 32) throw new Error('SECRET (32 bytes, base64url) is required')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, pipeline: true })

await pool.query(`
  create table if not exists floor_players (id uuid primary key, balance bigint not null check (balance >= 0));
  create table if not exists floor_deposits (id uuid primary key, player_id uuid not null references floor_players,
    amount bigint not null check (amount > 0), status text not null, idempotency_key text not null unique);
  create table if not exists floor_ledger (id bigserial primary key, player_id uuid not null, amount bigint not null,
    reference text not null, created_at timestamptz not null default now());
  create table if not exists floor_rounds (id uuid primary key, player_id uuid not null, stake bigint not null, win bigint not null,
    created_at timestamptz not null default now());
  insert into floor_players (id, balance)
    select gen_random_uuid(), 1000000000 from generate_series(1, ${Number(process.env.PLAYERS ?? 10)});
`)

const sign = (data) => createHmac('sha256', secret).update(data).digest()

/** `header.payload.signature` with an HS256 signature over the first two parts → the payload. */
function verifyToken(authorization) {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : ''
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) return null
  const expected = sign(`${header}.${payload}`)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
  return claims.exp > Date.now() / 1000 ? claims : null
}

const app = Fastify({ logger: false })
app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
  request.rawBody = body
  try {
    done(null, JSON.parse(body))
  } catch (error) {
    done(error)
  }
})

app.get('/players', async () => (await pool.query('select id from floor_players order by id')).rows.map((r) => r.id))

app.post('/deposits', async (request, reply) => {
  const claims = verifyToken(request.headers.authorization)
  if (!claims) return reply.code(401).send({ code: 'error.unauthorized' })
  const amount = request.body?.amountMinor
  if (!Number.isSafeInteger(amount) || amount <= 0) return reply.code(400).send({ code: 'error.validation' })
  const id = randomUUID()
  await pool.query({
    name: 'floor-deposit',
    text: `insert into floor_deposits (id, player_id, amount, status, idempotency_key) values ($1, $2, $3, 'PENDING', $4)`,
    values: [id, claims.sub, amount, request.headers['idempotency-key']],
  })
  return reply.code(201).send({ depositId: id, redirectUrl: `/psp/pay/${id}` })
})

app.post('/callback', async (request, reply) => {
  const signature = Buffer.from(String(request.headers['x-signature'] ?? ''), 'hex')
  const expected = sign(request.rawBody ?? '')
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return reply.code(401).send({ code: 'error.signature' })
  const { merchantReference, amountMinor } = request.body
  const { rows } = await pool.query({
    name: 'floor-settle',
    text: `with d as (update floor_deposits set status = 'SUCCESS' where id = $1 and status = 'PENDING' and amount = $2 returning player_id, amount),
                p as (update floor_players set balance = balance + d.amount from d where floor_players.id = d.player_id returning floor_players.id),
                l as (insert into floor_ledger (player_id, amount, reference)
                      select player_id, amount, 'deposit:' || $1 from d union all select player_id, -amount, 'psp:' || $1 from d)
           select count(*)::int as credited from p`,
    values: [merchantReference, amountMinor],
  })
  return { outcome: rows[0].credited === 1 ? 'CREDITED' : 'ALREADY_SETTLED' }
})

app.post('/spins/:player', async (request, reply) => {
  const stake = request.body?.betMinor
  if (!Number.isSafeInteger(stake) || stake <= 0) return reply.code(400).send({ code: 'error.validation' })
  const win = stake * [0, 0, 0, 1, 2, 5][randomInt(6)]
  const round = randomUUID()
  const { rows } = await pool.query({
    name: 'floor-spin',
    text: `with p as (update floor_players set balance = balance - $2 + $3 where id = $1 and balance >= $2 returning balance),
                r as (insert into floor_rounds (id, player_id, stake, win) select $4, $1, $2, $3 from p),
                l as (insert into floor_ledger (player_id, amount, reference)
                      select $1, -$2, 'bet:' || $4 from p union all select $1, $3, 'win:' || $4 from p)
           select balance from p`,
    values: [request.params.player, stake, win, round],
  })
  if (!rows[0]) return reply.code(402).send({ code: 'error.not_enough_money' })
  return { roundId: round, winMinor: win, balanceMinor: Number(rows[0].balance) }
})

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
console.log(`floor listening on ${app.server.address().port}`)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => pool.end()).then(() => process.exit(0)))
