import { fromPromise } from 'xstate'
import { verificationMachine } from '../../machines/verification/verification.machine'
import { listDocuments, putDocumentFile, requestDocumentUpload, startDocumentVerification } from '../api/documents.actors'
import type { Flow } from './useFlow'

/**
 * The files the player chose, by the `fileId` the machine carries (a Blob never enters a machine's
 * context: the event log and snapshots keep only serialisable data). Held until sent or replaced.
 */
const chosenFiles = new Map<string, Blob>()
let nextFileId = 0

/**
 * Keeps a chosen file for the upload and answers the id to send with `file.choose`. One upload runs
 * at a time, so only the newest choice is kept.
 */
export function holdFile(file: Blob): string {
  chosenFiles.clear()
  nextFileId += 1
  const fileId = `file-${nextFileId}`
  chosenFiles.set(fileId, file)
  return fileId
}

const uploadDocumentFile = fromPromise<void, { uploadId: string; fileId: string }>(async ({ input, signal }) => {
  const file = chosenFiles.get(input.fileId)
  if (!file) throw new Error('The chosen file is no longer available; choose it again.')
  await putDocumentFile(input.uploadId, file, signal)
  chosenFiles.delete(input.fileId)
})

/** The verification documents page's flow: the platform calls, and the provider's page (a full navigation off the site). */
export const verificationFlow: Flow<typeof verificationMachine> = () =>
  verificationMachine.provide({
    actors: { listDocuments, requestDocumentUpload, uploadDocumentFile, startDocumentVerification },
    actions: { openProviderPage: (_, { url }) => window.location.assign(url) },
  })
