import { describe, expect, it } from 'vitest'
import { reminderReason, type DocumentList } from './documentReminder.machine'

const list = (kycStatus: DocumentList['kycStatus'], ...statuses: DocumentList['documents'][number]['status'][]): DocumentList => ({
  kycStatus,
  sourceOfWealthRequired: false,
  documents: statuses.map((status) => ({ documentType: 'PROOF_OF_ID', status, subType: null, rejectionReason: null, updatedAt: null })),
})

describe('reminderReason', () => {
  it('reminds of requested or expired documents, and of the EDD questionnaire first', () => {
    expect(reminderReason(list('NOT_VERIFIED', 'REQUESTED'))).toBe('documents')
    expect(reminderReason(list('PENDING_EXPIRED', 'EXPIRED'))).toBe('documents')
    expect(reminderReason(list('EDD_PENDING', 'REQUESTED'))).toBe('questionnaire')
  })

  it('says nothing when nothing is due, or no verification is required', () => {
    expect(reminderReason(list('FULLY VERIFIED', 'UNREQUESTED', 'VERIFIED'))).toBeNull()
    expect(reminderReason(list('PENDING', 'UNDER_REVIEW'))).toBeNull()
    expect(reminderReason(list('NOT_REQUIRED', 'REQUESTED'))).toBeNull()
  })
})
