/**
 * The sandbox bank the platform plays for Pay N Play: the page shown in the sign-up iframe where
 * the visitor identifies themselves (a sandbox national identity number and name, as a bank's
 * login would supply them) and approves or declines the payment. After the choice the bank calls
 * the platform back, signed like the payment provider's callbacks (payments/signature.ts), and
 * only then sends the frame to the site's /{langmarket}/signup/callback page with the one-time
 * code (approved) or the reason (declined). The platform learns the code only as its SHA-256, in
 * the signed callback, so the code in the browser proves the bank's return.
 * Opening a decided authorization again re-sends its callback (the platform applies each event
 * once) and returns the frame: a reload is the retry when the platform could not be reached.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Db } from '../db/database.ts'
import { signPayload, SIGNATURE_HEADER } from '../payments/signature.ts'
import { escapeHtml, formatMinor, page } from '../payments/sandbox/pages.ts'

export const BANK_PATH = '/sandbox/paynplay/bank'

export type BankStatus = 'CREATED' | 'APPROVED' | 'DECLINED'

export interface BankAuthorization {
  id: string
  sessionId: string
  amountMinor: number
  currency: string
  country: string
  returnLangmarket: string
  status: BankStatus
  personId: string | null
  firstName: string | null
  lastName: string | null
  birthDate: string | null
  oneTimeCode: string | null
}

/** What the bank tells the platform; one event per decided authorization. */
export interface BankCallback {
  eventId: string
  authorizationId: string
  sessionId: string
  status: 'APPROVED' | 'DECLINED'
  amountMinor: number
  currency: string
  country: string
  person: { id: string; firstName: string; lastName: string; birthDate: string } | null
  codeHash: string | null
}

export type Send = (body: string, headers: Record<string, string>) => Promise<number>

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

const columns = `id, session_id as "sessionId", amount_minor::int as "amountMinor", currency, country,
  return_langmarket as "returnLangmarket", status, person_id as "personId", first_name as "firstName",
  last_name as "lastName", to_char(birth_date, 'YYYY-MM-DD') as "birthDate", one_time_code as "oneTimeCode"`

export async function bankAuthorization(db: Db, id: string): Promise<BankAuthorization | null> {
  return db.one<BankAuthorization & Record<string, unknown>>(`select ${columns} from paynplay_sandbox_authorizations where id = $1`, [id])
}

/** Opens the bank's side of a session; answers the page the iframe loads. */
export async function openBankAuthorization(
  tx: Db,
  order: { sessionId: string; amountMinor: number; currency: string; country: string; returnLangmarket: string },
): Promise<string> {
  const id = `bank_${randomBytes(12).toString('hex')}`
  await tx.query(
    `insert into paynplay_sandbox_authorizations (id, session_id, amount_minor, currency, country, return_langmarket, status)
     values ($1, $2, $3, $4, $5, $6, 'CREATED')`,
    [id, order.sessionId, order.amountMinor, order.currency, order.country, order.returnLangmarket],
  )
  return `${BANK_PATH}/${id}`
}

export function callbackOf(a: BankAuthorization): BankCallback {
  if (a.status === 'CREATED') throw new Error(`Authorization ${a.id} is not decided yet.`)
  const approved = a.status === 'APPROVED'
  return {
    eventId: `${a.id}.${a.status.toLowerCase()}`,
    authorizationId: a.id,
    sessionId: a.sessionId,
    status: a.status,
    amountMinor: a.amountMinor,
    currency: a.currency,
    country: a.country,
    person: approved ? { id: a.personId!, firstName: a.firstName!, lastName: a.lastName!, birthDate: a.birthDate! } : null,
    codeHash: approved ? sha256(a.oneTimeCode!) : null,
  }
}

export function signedCallback(secret: string, callback: BankCallback): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(callback)
  return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body) } }
}

/** Where the frame goes once the platform has the bank's word. */
export function returnUrl(a: BankAuthorization): string {
  const query = new URLSearchParams({ sessionId: a.sessionId })
  if (a.status === 'APPROVED') query.set('code', a.oneTimeCode!)
  else query.set('error', 'declined')
  return `/${a.returnLangmarket}/signup/callback?${query}`
}

/** A sandbox identity number per authorization, so every test run meets a new person unless it types one. */
export function suggestedPersonId(a: Pick<BankAuthorization, 'id' | 'country'>): string {
  const digits = String(BigInt(`0x${a.id.slice(-12)}`) % 10n ** 9n).padStart(9, '0')
  return `${a.country}${digits}`
}

const PERSON_ID = /^[A-Za-z0-9-]{6,24}$/
const NAME = /^[\p{L}][\p{L}' -]{0,59}$/u
const DATE = /^\d{4}-\d{2}-\d{2}$/

export interface BankForm {
  personId?: string
  firstName?: string
  lastName?: string
  birthDate?: string
}

function adult(birthDate: string, now = new Date()): boolean {
  if (!DATE.test(birthDate) || Number.isNaN(Date.parse(birthDate))) return false
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  const eighteen = Date.UTC(y + 18, m - 1, d)
  return eighteen <= now.getTime() && y > 1900
}

/** The form's problem, in the bank's words, or null when it may be approved. */
export function formError(form: BankForm): string | null {
  if (!PERSON_ID.test(form.personId?.trim() ?? '')) return 'The identity number has 6 to 24 letters, digits or dashes.'
  if (!NAME.test(form.firstName?.trim() ?? '') || !NAME.test(form.lastName?.trim() ?? '')) return 'Enter the first and last name.'
  if (!adult(form.birthDate?.trim() ?? '')) return 'The date of birth must be YYYY-MM-DD and at least 18 years ago.'
  return null
}

/** Decides a CREATED authorization (null when it was already decided). */
export async function decide(tx: Db, id: string, action: 'approve' | 'decline', form: BankForm): Promise<BankAuthorization | null> {
  const rows =
    action === 'approve'
      ? await tx.query(
          `update paynplay_sandbox_authorizations set status = 'APPROVED', person_id = $2, first_name = $3, last_name = $4,
                  birth_date = $5::date, one_time_code = $6, decided_at = now()
            where id = $1 and status = 'CREATED' returning id`,
          [id, form.personId!.trim().toUpperCase(), form.firstName!.trim(), form.lastName!.trim(), form.birthDate!.trim(), randomBytes(24).toString('base64url')],
        )
      : await tx.query(`update paynplay_sandbox_authorizations set status = 'DECLINED', decided_at = now() where id = $1 and status = 'CREATED' returning id`, [id])
  return rows.length > 0 ? bankAuthorization(tx, id) : null
}

function bankPage(a: BankAuthorization, error?: string, values: BankForm = {}): string {
  const v = {
    personId: values.personId ?? suggestedPersonId(a),
    firstName: values.firstName ?? 'Sandra',
    lastName: values.lastName ?? 'Sandbox',
    birthDate: values.birthDate ?? '1990-01-01',
  }
  const invalid = error ? ' aria-invalid="true" aria-describedby="bank-error"' : ''
  return page(
    'Pay with your bank',
    `<h1>Pay with your bank</h1>
<p class="merchant">Pay N Play deposit to Croupier · sandbox bank</p>
<p class="amount">${escapeHtml(formatMinor(a.amountMinor, a.currency))}</p>
<p>Your bank tells Croupier who you are, so there is no account to create: this sandbox stands in for the bank's login.</p>
${error ? `<p class="error" role="alert" id="bank-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${BANK_PATH}/${escapeHtml(a.id)}">
<label for="personId">National identity number</label>
<input id="personId" name="personId" required autocomplete="off" value="${escapeHtml(v.personId)}"${invalid}>
<div class="row">
<div><label for="firstName">First name</label><input id="firstName" name="firstName" required autocomplete="given-name" value="${escapeHtml(v.firstName)}"></div>
<div><label for="lastName">Last name</label><input id="lastName" name="lastName" required autocomplete="family-name" value="${escapeHtml(v.lastName)}"></div>
</div>
<label for="birthDate">Date of birth (YYYY-MM-DD)</label>
<input id="birthDate" name="birthDate" required autocomplete="bday" value="${escapeHtml(v.birthDate)}">
<button type="submit" name="action" value="approve">Approve payment</button>
<button type="submit" name="action" value="decline" class="danger" formnovalidate>Decline payment</button>
</form>`,
  )
}

const unknownPage = () => page('Unknown payment', '<h1>Unknown payment</h1><p>The sandbox bank has no payment with this id.</p>')
const unreachablePage = (a: BankAuthorization) =>
  page(
    'Croupier did not answer',
    `<h1>Croupier did not answer</h1><p class="error" role="alert">The bank could not confirm the payment to Croupier yet.</p>
<p><a href="${BANK_PATH}/${escapeHtml(a.id)}">Try again</a></p>`,
  )

/** The bank page lives in the site's own sign-up frame: framed by the same origin only. */
const FRAME_CSP = "default-src 'none'; style-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'"

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', FRAME_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .type('text/html; charset=utf-8')
    .send(body)

export interface BankOptions {
  db: Db
  secret: () => string
  send: Send
}

export function registerSandboxBank(app: FastifyInstance, { db, secret, send }: BankOptions) {
  /** Reports the decision (again) and sends the frame home; a platform that did not answer 2xx gets a retry page. */
  async function finish(reply: FastifyReply, a: BankAuthorization) {
    const { body, headers } = signedCallback(secret(), callbackOf(a))
    const status = await send(body, headers).catch(() => 0)
    if (status < 200 || status >= 300) return html(reply, 502, unreachablePage(a))
    return reply.code(303).header('cache-control', 'no-store').header('location', returnUrl(a)).send()
  }

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })

    scope.get<{ Params: { id: string } }>(`${BANK_PATH}/:id`, async (request, reply) => {
      const a = await bankAuthorization(db, request.params.id)
      if (!a) return html(reply, 404, unknownPage())
      if (a.status !== 'CREATED') return finish(reply, a)
      return html(reply, 200, bankPage(a))
    })

    scope.post<{ Params: { id: string }; Body: Record<string, string> }>(`${BANK_PATH}/:id`, async (request, reply) => {
      const form = request.body ?? {}
      const current = await bankAuthorization(db, request.params.id)
      if (!current) return html(reply, 404, unknownPage())
      if (current.status !== 'CREATED') return finish(reply, current)
      if (form.action !== 'approve' && form.action !== 'decline') return html(reply, 400, bankPage(current, 'Choose approve or decline.', form))
      if (form.action === 'approve') {
        const problem = formError(form)
        if (problem) return html(reply, 422, bankPage(current, problem, form))
      }
      const decided = await db.transaction((tx) => decide(tx, current.id, form.action as 'approve' | 'decline', form))
      return finish(reply, decided ?? (await bankAuthorization(db, current.id))!)
    })
  })
}
