/** Call actors of the verification documents: the list, an upload URL, and the file sent to it. */
import { fromPromise } from 'xstate'
import type { DocumentList } from '../../machines/verification/verification.machine'
import type { CallLogic } from '../../machines/shared/contract'
import { api } from './client'
import { unwrap } from './errors'

export const listDocuments = fromPromise<DocumentList, void>(async ({ signal }) => unwrap(await api.GET('/api/v1/player/documents', { signal })))

export const requestDocumentUpload: CallLogic<'requestDocumentUpload'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/documents/upload', { body: input, signal })),
)

/**
 * Sends the file's bytes as they are (the contract's octet-stream body) to an upload URL of the
 * player's: the schema types the body as a string, so the serializer hands fetch the Blob itself.
 */
export async function putDocumentFile(uploadId: string, file: Blob, signal?: AbortSignal): Promise<void> {
  unwrap(
    await api.PUT('/api/v1/player/documents/uploads/{uploadId}', {
      params: { path: { uploadId } },
      body: '',
      bodySerializer: () => file,
      headers: { 'Content-Type': 'application/octet-stream' },
      signal,
    }),
  )
}

export const startDocumentVerification: CallLogic<'startDocumentVerification'> = fromPromise(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/player/documents/verification', { body: input, signal })),
)
