/** Verification documents: the player's list, upload URLs, the files and the status update. */
import { defineHandlers } from '../http/handler.ts'
import { ApiProblem } from '../http/errors.ts'
import { confirmUploaded, listDocuments, receiveFile, requestUpload, startVerification } from './documents.ts'

export const documentHandlers = defineHandlers({
  async listDocuments(_request, { db, session }) {
    return { status: 200, body: await listDocuments(db, session!.player_id) }
  },

  async requestDocumentUpload(request, { db, session }) {
    return { status: 200, body: await requestUpload(db, session!.player_id, request.body) }
  },

  async uploadDocumentFile(request, { db, session }) {
    await receiveFile(db, session!.player_id, request.params.uploadId, request.body)
    return { status: 204 }
  },

  async updateDocumentStatus(request, { db, session }) {
    return { status: 200, body: await confirmUploaded(db, session!.player_id, request.body.documentType, request.body.subType) }
  },

  async startDocumentVerification(request, { db, session, config }) {
    // The provider is the platform's sandbox, there with the other providers' sandboxes.
    if (!config.psp.sandbox) throw new ApiProblem(400, 'error.verification.unavailable', 'No identity verification provider is configured; upload a file instead.')
    return { status: 200, body: await startVerification(db, session!.player_id, request.body.documentType, request.body.returnUrl) }
  },
})
