import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FileProblem, UploadKind, VerificationDocument } from '../../../machines/verification/verification.machine'

type Status = VerificationDocument['status']
type Reason = NonNullable<VerificationDocument['rejectionReason']>

/** Each kind's name, as a heading and inside the upload field's label. */
export const kindName: Record<UploadKind, MessageDescriptor> = {
  PROOF_OF_ID: msg`Proof of identity`,
  PROOF_OF_ADDRESS: msg`Proof of address`,
  PROOF_OF_PAYMENT: msg`Proof of payment`,
  SOURCE_OF_WEALTH: msg`Source of wealth`,
  OTHER: msg`Other document`,
}

/** A kind's status in plain words (spec 000 §4 "Document verification"). */
export const statusText: Record<Status, MessageDescriptor> = {
  UNREQUESTED: msg`Not needed at the moment`,
  REQUESTED: msg`Requested: please upload it`,
  UNDER_REVIEW: msg`Under review`,
  VERIFIED: msg`Verified`,
  EXPIRED: msg`Expired: please upload a new one`,
}

/** Why a file was refused before anything was sent (the machine's client-side checks). */
export const fileProblemText: Record<FileProblem, MessageDescriptor> = {
  type: msg`Choose a JPEG, PNG or PDF file.`,
  size: msg`This file is larger than 10 MB. Choose a smaller one.`,
  empty: msg`This file is empty. Choose another one.`,
}

/** Why an upload failed, by the platform's code; anything else reads `uploadFailed`. */
export const uploadErrorText: Readonly<Record<string, MessageDescriptor>> = {
  'error.document.content_type.invalid': fileProblemText.type,
  'error.document.too_large': fileProblemText.size,
  'error.document.empty': fileProblemText.empty,
  'error.upload.expired': msg`The upload took too long. Please try again.`,
}
export const uploadFailed = msg`The file could not be sent. Please try again.`

const unreadable = msg`The file was empty or could not be opened.`
const blurred = msg`The picture was too blurred or dark to read.`
const mismatch = msg`The name or date of birth on it does not match your account.`
const bothSides = msg`We need both sides of your ID document.`
const notAccepted = msg`This kind of document is not accepted for this purpose.`
const tooOld = msg`A proof of address must be dated within the last 3 months.`
const wealth = msg`It does not show clearly and recently where your money comes from.`

/** One sentence per rejection reason (DECISIONS.md 19), grouped where the advice is the same. */
export const rejectionText: Record<Reason, MessageDescriptor> = {
  EMPTY: unreadable,
  FILE_UNREADABLE: unreadable,
  BAD_QUALITY: blurred,
  ID_BLURRED: blurred,
  CROPPED_CORNERS_NOT_VISIBLE: msg`All four corners of the document must be visible.`,
  DAMAGED_DOCUMENT: msg`The document is damaged.`,
  ID_EXPIRED: msg`The ID document has expired.`,
  ID_NAME_MISMATCH: mismatch,
  ID_DOB_MISMATCH: mismatch,
  POA_NAME_MISMATCH: mismatch,
  POP_NAME_MISMATCH: mismatch,
  ID_BACKSIDE: bothSides,
  ID_FRONTSIDE: bothSides,
  POA_ADDRESS_MISMATCH: msg`The address on it does not match the one on your account.`,
  POA_NO_ISSUE_DATE: tooOld,
  POA_OLDER_THAN_3_MONTHS: tooOld,
  POP_INCORRECT: notAccepted,
  POA_NOT_SUPPORTED: notAccepted,
  ID_NOT_SUPPORTED: notAccepted,
  POP_NOT_SUPPORTED: notAccepted,
  SOW_NOT_SUPPORTED: notAccepted,
  POP_CARD_DIGITS_NOT_VISIBLE: msg`The card’s first six and last four digits must be visible.`,
  SCREENSHOT_NOT_ORIGINAL_DOCUMENT: msg`A screenshot is not accepted: photograph or scan the original document.`,
  REJECTED_DUE_TO_MASKED_INFO: msg`Some details on the document were covered.`,
  SOW_INSUFFICIENT: wealth,
  SOW_OUTDATED: wealth,
  EDD_INCOMPLETE: msg`The questionnaire was not complete.`,
  DUPLICATE_DOCUMENT: msg`This document was already sent.`,
  OTHER: msg`It could not be accepted; contact support if you are unsure why.`,
}

/** The kinds the player is asked for (or asked again, after a rejection or an expiry) come first. */
export function byUrgency(documents: readonly VerificationDocument[]): VerificationDocument[] {
  const asked = (d: VerificationDocument) => d.status === 'REQUESTED' || d.status === 'EXPIRED'
  return [...documents.filter(asked), ...documents.filter((d) => !asked(d))]
}

/** The kinds the verification provider can check online (an identity document). */
export const checkedOnline: readonly UploadKind[] = ['PROOF_OF_ID']

/** A file can be sent for a kind that is not waiting for review or already verified. */
export const takesUpload = (status: Status) => status !== 'UNDER_REVIEW' && status !== 'VERIFIED'
