import { documentReminderMachine } from '../../machines/documentReminder/documentReminder.machine'
import { listDocuments } from '../api/documents.actors'
import type { Flow } from './useFlow'

/** The document reminder's flow: the documents list, read once the reminder is mounted. */
export const documentReminderFlow: Flow<typeof documentReminderMachine> = () => documentReminderMachine.provide({ actors: { listDocuments } })
