/** Verification documents: the player's list, upload URLs, the files and the status update. */
import { defineHandlers } from '../http/handler.ts'
import { confirmUploaded, listDocuments, receiveFile, requestUpload } from './documents.ts'

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
})
