/**
 * Enhanced due diligence (EDD) questionnaire: the reference lists a player chooses from, the
 * answer they submit, and the compliance team's review. Spec 000 "EDD questionnaire selection"
 * and 001 §34: occupation, salary range (> 0; the form's default is -1) and source of funds are
 * required, an "Other" choice is sent as its free text, and place of birth and nationality are
 * asked too. Submitting moves KYC EDD_PENDING → EDD_UNDER_REVIEW (withdrawal-rules.ts then answers
 * DOCUMENTS_UNDER_REVIEW); the review moves it to ENHANCED, or back to EDD_PENDING with a reason.
 */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { ApiProblem, type FieldError } from '../http/errors.ts'

type Schemas = components['schemas']
export type EddAnswer = Schemas['EddAnswer']
export type EddAnswerRequest = Schemas['EddAnswerRequest']

/** Occupations (DECISIONS.md 16: codes from the account API; the client may translate labels by code). */
export const occupations: readonly Schemas['EddOption'][] = [
  { code: 'EMPLOYED', label: 'Employed' },
  { code: 'SELF_EMPLOYED', label: 'Self-employed' },
  { code: 'BUSINESS_OWNER', label: 'Business owner' },
  { code: 'RETIRED', label: 'Retired' },
  { code: 'STUDENT', label: 'Student' },
  { code: 'UNEMPLOYED', label: 'Not working' },
  { code: 'OTHER', label: 'Other' },
]

export const sourcesOfFunds: readonly Schemas['EddOption'][] = [
  { code: 'SALARY', label: 'Salary or wages' },
  { code: 'BUSINESS_INCOME', label: 'Business income' },
  { code: 'SAVINGS', label: 'Savings' },
  { code: 'INVESTMENTS', label: 'Investments' },
  { code: 'INHERITANCE', label: 'Inheritance or gift' },
  { code: 'PENSION', label: 'Pension' },
  { code: 'OTHER', label: 'Other' },
]

export const OTHER = 'OTHER'

/** Yearly income bands, in major units of the player's currency; the last is open-ended. */
const salaryBands: readonly { id: number; min: number; max: number | null }[] = [
  { id: 1, min: 0, max: 25_000 },
  { id: 2, min: 25_000, max: 50_000 },
  { id: 3, min: 50_000, max: 100_000 },
  { id: 4, min: 100_000, max: 250_000 },
  { id: 5, min: 250_000, max: null },
]

const grouped = (n: number) => n.toLocaleString('en-GB')

export function salaryRanges(currency: string): Schemas['SalaryRange'][] {
  return salaryBands.map((b) => ({
    id: b.id,
    label: b.max === null ? `${grouped(b.min)} ${currency} or more` : `${grouped(b.min)}–${grouped(b.max)} ${currency}`,
    minMinor: b.min * 100,
    maxMinor: b.max === null ? null : b.max * 100,
    currency,
  }))
}

export async function playerSalaryRanges(db: Db, playerId: string) {
  const player = (await db.one<{ currency_code: string }>('select currency_code from players where id = $1', [playerId]))!
  return salaryRanges(player.currency_code)
}

type AnswerRow = {
  occupation: string
  salary_range_id: number
  source_of_funds: string
  place_of_birth: string
  nationality: string
  submitted_at: Date
  review: 'APPROVED' | 'REJECTED' | null
}

const answerOf = (r: AnswerRow): EddAnswer => ({
  occupation: r.occupation,
  salaryRangeId: r.salary_range_id,
  sourceOfFunds: r.source_of_funds,
  placeOfBirth: r.place_of_birth,
  nationality: r.nationality,
  submittedAt: r.submitted_at.toISOString(),
})

const newestAnswer = (db: Db, playerId: string, lock = false) =>
  db.one<AnswerRow & { id: string }>(
    `select id, occupation, salary_range_id, source_of_funds, place_of_birth, nationality, submitted_at, review
       from edd_answers where player_id = $1 order by submitted_at desc, id desc limit 1${lock ? ' for update' : ''}`,
    [playerId],
  )

/** getEddAnswer: the newest answer, or null when none was submitted (or the last one was rejected). */
export async function eddAnswer(db: Db, playerId: string): Promise<{ answer: EddAnswer | null }> {
  const row = await newestAnswer(db, playerId)
  return { answer: row && row.review !== 'REJECTED' ? answerOf(row) : null }
}

const fieldError = (field: keyof EddAnswerRequest, rejectedValue: unknown, code: string, message: string): FieldError => ({
  objectName: 'eddAnswerRequest',
  field,
  rejectedValue,
  status: 400,
  message,
  code,
})

/** What is wrong with an answer the contract's schema already accepted; empty when it can be stored. */
export async function answerProblems(db: Db, body: EddAnswerRequest): Promise<FieldError[]> {
  const errors: FieldError[] = []
  if (body.occupation.trim() === '' || body.occupation === OTHER) {
    errors.push(fieldError('occupation', body.occupation, 'error.edd.occupation.required', 'Choose an occupation; for Other, describe it in your own words.'))
  }
  if (!salaryBands.some((b) => b.id === body.salaryRangeId)) {
    errors.push(fieldError('salaryRangeId', body.salaryRangeId, 'error.edd.salary_range.invalid', 'Choose one of the listed salary ranges.'))
  }
  if (body.sourceOfFunds.trim() === '' || body.sourceOfFunds === OTHER) {
    errors.push(fieldError('sourceOfFunds', body.sourceOfFunds, 'error.edd.source_of_funds.required', 'Choose a source of funds; for Other, describe it in your own words.'))
  }
  if (body.placeOfBirth.trim() === '') {
    errors.push(fieldError('placeOfBirth', body.placeOfBirth, 'error.validation.required', 'placeOfBirth is required'))
  }
  const country = await db.one('select code from countries where code = $1', [body.nationality])
  if (!country) errors.push(fieldError('nationality', body.nationality, 'error.validation.enum', 'nationality is a known country code'))
  return errors
}

/**
 * submitEddAnswer: stores the answer and moves KYC EDD_PENDING → EDD_UNDER_REVIEW in one
 * transaction (the player row is locked, so two submits cannot both pass). Refused with 409 while
 * an answer is under review, and when no questionnaire is asked for.
 */
export async function submitAnswer(db: Db, playerId: string, body: EddAnswerRequest, now = new Date()): Promise<EddAnswer> {
  const errors = await answerProblems(db, body)
  if (errors.length) throw new ApiProblem(400, errors[0]!.code, 'The questionnaire has answers to correct.', errors)
  return db.transaction(async (tx) => {
    const player = (await tx.one<{ kyc_status: string }>('select kyc_status from players where id = $1 for update', [playerId]))!
    if (player.kyc_status === 'EDD_UNDER_REVIEW') {
      throw new ApiProblem(409, 'error.edd.already_submitted', 'Your questionnaire is already with the compliance team; you will hear from us once it is reviewed.')
    }
    if (player.kyc_status !== 'EDD_PENDING') {
      throw new ApiProblem(409, 'error.edd.already_submitted', 'No questionnaire is asked of you at the moment.')
    }
    const row = (await tx.one<AnswerRow>(
      `insert into edd_answers (player_id, occupation, salary_range_id, source_of_funds, place_of_birth, nationality, submitted_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       returning occupation, salary_range_id, source_of_funds, place_of_birth, nationality, submitted_at, review`,
      [playerId, body.occupation.trim(), body.salaryRangeId, body.sourceOfFunds.trim(), body.placeOfBirth.trim(), body.nationality, now],
    ))!
    await tx.query(`update players set kyc_status = 'EDD_UNDER_REVIEW', updated_at = now() where id = $1`, [playerId])
    return answerOf(row)
  })
}

export type EddReview = { decision: 'APPROVED' } | { decision: 'REJECTED'; reason: string }

/**
 * The compliance team's answer on the newest answer under review: approval makes the player's KYC
 * ENHANCED (spec KYC levels: the level after EDD); a rejection asks for the questionnaire again
 * (EDD_PENDING), keeping the reason with the rejected answer.
 */
export async function reviewAnswer(db: Db, playerId: string, review: EddReview): Promise<'reviewed' | 'nothing-to-review'> {
  return db.transaction(async (tx) => {
    const player = (await tx.one<{ kyc_status: string }>('select kyc_status from players where id = $1 for update', [playerId]))!
    const answer = await newestAnswer(tx, playerId, true)
    if (player.kyc_status !== 'EDD_UNDER_REVIEW' || !answer || answer.review !== null) return 'nothing-to-review'
    await tx.query(`update edd_answers set review = $2, rejection_reason = $3, reviewed_at = now() where id = $1`, [
      answer.id,
      review.decision,
      review.decision === 'REJECTED' ? review.reason : null,
    ])
    await tx.query(`update players set kyc_status = $2, updated_at = now() where id = $1`, [playerId, review.decision === 'APPROVED' ? 'ENHANCED' : 'EDD_PENDING'])
    return 'reviewed'
  })
}
