import { expect } from 'vitest'
import { platformDown, tagsOf } from '../shared/testing'
import { describeModel } from '../tooling/model'
import { documentReminderMachine, type DocumentList } from './documentReminder.machine'

const doc = (status: DocumentList['documents'][number]['status']): DocumentList['documents'][number] => ({
  documentType: 'PROOF_OF_ID',
  status,
  subType: null,
  rejectionReason: null,
  updatedAt: null,
})
const requested: DocumentList = { kycStatus: 'NOT_VERIFIED', sourceOfWealthRequired: false, documents: [doc('REQUESTED')] }
const edd: DocumentList = { kycStatus: 'EDD_PENDING', sourceOfWealthRequired: false, documents: [doc('VERIFIED')] }
const underReview: DocumentList = { kycStatus: 'PENDING', sourceOfWealthRequired: false, documents: [doc('UNDER_REVIEW')] }
const nothing: DocumentList = { kycStatus: 'FULLY VERIFIED', sourceOfWealthRequired: false, documents: [doc('UNREQUESTED')] }

describeModel('documentReminder', documentReminderMachine, {
  contextKey: (c) => c.reason ?? '',
  events: (s) => {
    if (s.matches('inactive')) return [{ type: 'reminder.check' }]
    if (s.matches('checking'))
      return [
        { type: 'xstate.done.actor.listDocuments', output: requested, label: 'documents requested' },
        { type: 'xstate.done.actor.listDocuments', output: edd, label: 'questionnaire asked' },
        { type: 'xstate.done.actor.listDocuments', output: underReview, label: 'under review' },
        { type: 'xstate.done.actor.listDocuments', output: nothing, label: 'nothing due' },
        { type: 'xstate.error.actor.listDocuments', error: platformDown },
      ]
    return [{ type: 'reminder.dismiss' }, { type: 'documents.uploaded' }]
  },
  transitions: {
    inactive: { 'reminder.check': 'checking' },
    checking: {
      'done listDocuments (documents requested)': 'notify',
      'done listDocuments (questionnaire asked)': 'notify',
      'done listDocuments (under review)': 'uploaded',
      'done listDocuments (nothing due)': 'inactive',
      'error listDocuments': 'inactive',
    },
    notify: { 'reminder.dismiss': 'dismissed', 'documents.uploaded': 'uploaded' },
  },
  calls: { listDocuments: (input) => expect(input).toBeUndefined() },
  states: {
    inactive: (s) => expect(tagsOf(s)).toEqual([]),
    checking: (s) => expect(tagsOf(s)).toEqual(['loading']),
    notify: (s) => expect(['documents', 'questionnaire']).toContain(s.context.reason),
    dismissed: (s) => expect(s.status).toBe('done'),
    uploaded: (s) => expect(s.status).toBe('done'),
  },
})

