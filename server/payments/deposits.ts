/**
 * Deposits: who may deposit (the deposit rule, DECISIONS.md 14), opening a payment at the
 * provider, and settling it when the provider's callback arrives. A deposit is PENDING until
 * settled; only then does money move in the ledger (PSP clearing → the player's MAIN account),
 * exactly once: the credit's ledger reference is DEP-<deposit id>, and a settled deposit is never
 * settled again however often the provider repeats itself.
 */
import { randomUUID } from 'node:crypto'
import { claimWithDeposit, depositBonusOffer } from '../bonus/rewards.ts'
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem } from '../http/errors.ts'
import { house, player, post } from '../ledger/ledger.ts'
import { assertDepositWithinLimits } from '../limits/limits.ts'
import type { MoneyPlayer } from '../wallet/money-player.ts'
import { marketMethods, type PaymentMethod } from './methods.ts'
import type { PaymentProvider } from './provider.ts'

type Schemas = components['schemas']
export type DepositEligibility = Schemas['DepositEligibility']
export type Deposit = Schemas['Deposit']

const DAY_MS = 86_400_000
/** Account states in which money may come in; the others are closed, restricted or payout-only. */
const depositingStates = new Set<Schemas['AccountStatus']>(['REGISTERED', 'ACCOUNT_UNVERIFIED'])
/** KYC levels that stop deposits until documents arrive. */
const kycBlocking = new Set<Schemas['KycStatus']>(['RESTRICTED', 'SUSPENDED'])
/** KYC levels at which requested documents are still awaited. */
const kycAwaitingDocuments = new Set<Schemas['KycStatus']>(['NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING'])

/**
 * The deposit rule: the deposit flag, payout not blocked, the brand not suspended (spec §4), an
 * account that takes money, and KYC not holding deposits. Requested documents with time left
 * ask the player first (`later` is their "verify later"); once the deadline has passed
 * (PENDING_EXPIRED) the player may still deposit and is reminded (DECISIONS.md 14).
 */
export function depositEligibility(p: MoneyPlayer, later: boolean, now: Date): DepositEligibility {
  const blocked = (blockedReason: NonNullable<DepositEligibility['blockedReason']>, daysLeftToVerifyDocuments: number | null = null): DepositEligibility => ({
    allowed: false,
    blockedReason,
    kycStatus: p.kycStatus,
    daysLeftToVerifyDocuments,
    cashierUrl: null,
  })
  if (p.permissions.multibrandSuspended) return blocked('BRAND_SUSPENDED')
  if (!p.permissions.payout || p.permissions.riskPayout) return blocked('PAYOUT_BLOCKED')
  if (!p.permissions.deposit || !depositingStates.has(p.status)) return blocked('DEPOSIT_DISABLED')
  if (kycBlocking.has(p.kycStatus)) return blocked('DOCUMENTS_REQUIRED')

  let daysLeft: number | null = null
  if (p.kycStatus === 'PENDING_EXPIRED') daysLeft = 0
  else if (p.documentsDueAt && kycAwaitingDocuments.has(p.kycStatus)) {
    daysLeft = Math.max(0, Math.ceil((p.documentsDueAt.getTime() - now.getTime()) / DAY_MS))
    if (daysLeft > 0 && !later) return blocked('DOCUMENTS_REQUIRED', daysLeft)
  }
  return { allowed: true, blockedReason: null, kycStatus: p.kycStatus, daysLeftToVerifyDocuments: daysLeft, cashierUrl: null }
}

interface DepositRow extends Record<string, unknown> {
  id: string
  status: Schemas['DepositStatus']
  method: PaymentMethod
  amount_minor: unknown
  currency: string
  psp_reference: string | null
  created_at: Date | string
  settled_at: Date | string | null
  bonus_assignment_id: string | null
}

export function depositOf(row: DepositRow, provider: PaymentProvider | null): Deposit {
  return {
    depositId: row.id,
    status: row.status,
    method: row.method,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    redirectUrl: row.status === 'PENDING' && row.psp_reference && provider ? provider.paymentUrl(row.psp_reference) : null,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    bonusAssignmentId: row.bonus_assignment_id ?? null,
  }
}

export async function findDeposit(db: Db, playerId: string, depositId: string): Promise<DepositRow | null> {
  return db.one<DepositRow>('select * from deposits where id = $1 and player_id = $2', [depositId, playerId])
}

export interface DepositRequest {
  method: PaymentMethod
  amountMinor: number
  returnPath: string
  /** The deposit bonus chosen with it (an offered assignment a deposit triggers). */
  bonusAssignmentId?: string
}

/** Checks everything, records the PENDING deposit and opens its payment (inside `tx`). */
export async function openDeposit(tx: Db, p: MoneyPlayer, request: DepositRequest, provider: PaymentProvider, now: Date): Promise<Deposit> {
  const eligibility = depositEligibility(p, true, now)
  if (!eligibility.allowed) {
    throw new ApiProblem(409, 'error.deposit.not_allowed', `Deposits are not possible now (${eligibility.blockedReason}).`, undefined, {
      blockedReason: eligibility.blockedReason,
    })
  }
  const method = (await marketMethods(tx, p.market)).find((m) => m.method === request.method)
  if (!method) {
    throw new ApiProblem(400, 'error.deposit.method.unavailable', `${request.method} is not offered in the ${p.market} market.`, [
      { objectName: 'deposit', field: 'method', rejectedValue: request.method, status: 400, message: 'Choose one of the market’s methods.', code: 'error.deposit.method.unavailable' },
    ])
  }
  if (request.amountMinor < method.minAmountMinor || request.amountMinor > method.maxAmountMinor) {
    const message = `${request.method} takes ${method.minAmountMinor} to ${method.maxAmountMinor} (minor units of ${p.currency}).`
    throw new ApiProblem(400, 'error.deposit.amount.out_of_range', message, [
      { objectName: 'deposit', field: 'amountMinor', rejectedValue: request.amountMinor, status: 400, message, code: 'error.deposit.amount.out_of_range' },
    ], { minAmountMinor: method.minAmountMinor, maxAmountMinor: method.maxAmountMinor })
  }
  await assertDepositWithinLimits(tx, p, request.amountMinor)
  const bonus = request.bonusAssignmentId === undefined ? null : await depositBonusOffer(tx, p, request.bonusAssignmentId)

  // The id is chosen here so the payment is opened first and the deposit written once, with the
  // provider's reference: both in this transaction, so neither stays without the other.
  const depositId = randomUUID()
  const { pspReference } = await provider.openPayment(tx, {
    depositId,
    amountMinor: request.amountMinor,
    currency: p.currency,
    method: request.method,
    returnPath: request.returnPath,
  })
  const opened = (await tx.one<DepositRow>(
    `insert into deposits (id, player_id, method, amount_minor, currency, status, bonus_assignment_id, psp_reference)
     values ($1, $2, $3, $4, $5, 'PENDING', $6, $7) returning *`,
    [depositId, p.id, request.method, request.amountMinor, p.currency, bonus, pspReference],
  ))!
  return depositOf(opened, provider)
}

export type SettlementOutcome = 'CREDITED' | 'FAILED' | 'PENDING' | 'DUPLICATE_STATE' | 'IGNORED'

export interface Settlement {
  depositId: string
  status: 'SETTLED' | 'DECLINED' | 'PENDING'
  maskedAccount?: string | null
  reason?: string
  /**
   * What the provider says it is settling, checked against the deposit before anything changes:
   * a word about another payment, amount or currency throws SettlementMismatch.
   */
  expect?: { pspReference: string; amountMinor: number; currency: string }
}

/** The provider's word does not match the deposit it names (see `Settlement.expect`). Nothing changed. */
export class SettlementMismatch extends Error {
  override name = 'SettlementMismatch'
  constructor(readonly reason: 'UNKNOWN_PAYMENT' | 'AMOUNT_MISMATCH') {
    super(reason === 'UNKNOWN_PAYMENT' ? 'No such deposit with this payment.' : 'The amount or currency differs from the deposit.')
  }
}

/**
 * Applies the provider's word on a deposit. Only a PENDING deposit changes: SETTLED credits it,
 * DECLINED fails it. The same word again changes nothing (DUPLICATE_STATE); a contradiction of a
 * decided deposit (a decline after the credit, a settlement after a decline) is IGNORED and left
 * to the payments team, never applied silently.
 */
export async function settleDeposit(tx: Db, settlement: Settlement): Promise<SettlementOutcome> {
  // The deposit, then its player's row (before any account: the order every money movement takes
  // its locks in), in one statement.
  const deposit = await tx.one<DepositRow & { player_id: string }>(
    'select d.* from deposits d join players p on p.id = d.player_id where d.id = $1 for update of d, p',
    [settlement.depositId],
  )
  const expected = settlement.expect
  if (expected) {
    if (!deposit || deposit.psp_reference !== expected.pspReference) throw new SettlementMismatch('UNKNOWN_PAYMENT')
    if (Number(deposit.amount_minor) !== expected.amountMinor || deposit.currency !== expected.currency) throw new SettlementMismatch('AMOUNT_MISMATCH')
  }
  if (!deposit) throw new Error(`No deposit ${settlement.depositId}`)
  if (settlement.status === 'PENDING') return deposit.status === 'PENDING' ? 'PENDING' : 'IGNORED'
  if (deposit.status !== 'PENDING') {
    const same = (deposit.status === 'SUCCESS') === (settlement.status === 'SETTLED')
    return same ? 'DUPLICATE_STATE' : 'IGNORED'
  }
  if (settlement.status === 'DECLINED') {
    await tx.query(`update deposits set status = 'FAILED', failure_reason = $2, updated_at = now() where id = $1`, [deposit.id, settlement.reason ?? 'declined'])
    return 'FAILED'
  }
  const amountMinor = Number(deposit.amount_minor)
  const posted = await post(tx, {
    reference: `DEP-${deposit.id}`,
    playerId: deposit.player_id,
    type: 'DEPOSIT',
    category: 'PAYMENT',
    currency: deposit.currency,
    entries: [
      { account: house('PSP_CLEARING'), amountMinor: -amountMinor },
      { account: player(deposit.player_id, 'MAIN'), amountMinor },
    ],
    details: { depositId: deposit.id, method: deposit.method },
  })
  await tx.query(
    `with settled as (
       update deposits set status = 'SUCCESS', ledger_transaction_id = $2, masked_account = coalesce($3, masked_account),
              settled_at = now(), updated_at = now() where id = $1 returning player_id
     )
     update players p set first_deposit_at = coalesce(p.first_deposit_at, now()) from settled where p.id = settled.player_id`,
    [deposit.id, posted.transactionId, settlement.maskedAccount ?? null],
  )
  if (deposit.bonus_assignment_id) await claimWithDeposit(tx, deposit.player_id, deposit.bonus_assignment_id)
  return 'CREDITED'
}
