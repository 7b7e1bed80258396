import { assign, setup } from 'xstate'
import type { Schemas } from '../shared/contract'
import { machineTypes } from '../shared/machineTypes'
import { providedActor } from '../shared/provided'

export type DocumentList = Schemas['DocumentList']

/** What the reminder is about: documents asked for and not uploaded, or the EDD questionnaire. */
export type ReminderReason = 'documents' | 'questionnaire'

export interface DocumentReminderContext {
  reason: ReminderReason | null
}

export type DocumentReminderEvent = { type: 'reminder.check' } | { type: 'reminder.dismiss' } | { type: 'documents.uploaded' }

/** Documents due: a kind asked for (or expired) and not uploaded; or the questionnaire asked for. */
export function reminderReason(list: DocumentList): ReminderReason | null {
  if (list.kycStatus === 'EDD_PENDING') return 'questionnaire'
  if (list.kycStatus === 'NOT_REQUIRED') return null
  return list.documents.some((d) => d.status === 'REQUESTED' || d.status === 'EXPIRED') ? 'documents' : null
}

const isWaiting = (list: DocumentList) => list.kycStatus === 'EDD_UNDER_REVIEW' || list.documents.some((d) => d.status === 'UNDER_REVIEW')

/**
 * The document reminder (spec 000 §4 "Document reminder: INACTIVE, NOTIFY, UPLOADED"): a signed-in
 * player whose documents are asked for and not uploaded, or whose EDD questionnaire is asked for,
 * sees a reminder leading to the verification page until they dismiss it or the documents arrive.
 */
export const documentReminderMachine = setup({
  types: machineTypes<void, DocumentReminderContext, DocumentReminderEvent, 'loading'>(),
  actors: {
    listDocuments: providedActor<DocumentList>('listDocuments'),
  },
  guards: {
    isDue: (_, list: DocumentList) => reminderReason(list) !== null,
    isWaiting: (_, list: DocumentList) => isWaiting(list),
  },
  actions: {
    storeReason: assign((_, list: DocumentList) => ({ reason: reminderReason(list) })),
  },
}).createMachine({
  id: 'documentReminder',
  description: 'A reminder for a signed-in player whose verification documents or EDD questionnaire are asked for and not yet sent.',
  context: { reason: null },
  initial: 'inactive',
  states: {
    inactive: {
      description: 'INACTIVE: nothing to remind (not checked yet, nothing due, or the check failed).',
      on: { 'reminder.check': { target: 'checking', description: 'The player is signed in: their documents are read.' } },
    },
    checking: {
      tags: ['loading'],
      description: 'The player’s documents and KYC level are read.',
      invoke: {
        id: 'listDocuments',
        src: 'listDocuments',
        onDone: [
          {
            guard: { type: 'isDue', params: ({ event }) => event.output },
            target: 'notify',
            actions: { type: 'storeReason', params: ({ event }) => event.output },
            description: 'Something is asked for and not sent: the reminder shows.',
          },
          { guard: { type: 'isWaiting', params: ({ event }) => event.output }, target: 'uploaded', description: 'Everything asked for was sent and is under review.' },
          { target: 'inactive', description: 'Nothing is asked for.' },
        ],
        onError: { target: 'inactive', description: 'The documents could not be read: no reminder (the verification page says more).' },
      },
    },
    notify: {
      description: 'NOTIFY: the reminder shows, with a link to the verification page (or the questionnaire).',
      on: {
        'reminder.dismiss': { target: 'dismissed', description: 'The player closes the reminder.' },
        'documents.uploaded': { target: 'uploaded', description: 'The documents (or the questionnaire) were sent.' },
      },
    },
    dismissed: {
      type: 'final',
      description: 'The player closed the reminder; it stays closed on this page.',
    },
    uploaded: {
      type: 'final',
      description: 'UPLOADED: what was asked for is with the team; nothing to remind.',
    },
  },
})
