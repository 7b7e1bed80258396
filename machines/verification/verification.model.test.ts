import { expect } from 'vitest'
import { describeModel } from '../tooling/model'
import { apiFailure, platformDown, platformDownError, tagsOf } from '../shared/testing'
import { verificationMachine, type DocumentList, type VerificationDocument } from './verification.machine'

const doc = (documentType: VerificationDocument['documentType'], status: VerificationDocument['status'], rejectionReason: VerificationDocument['rejectionReason'] = null): VerificationDocument => ({
  documentType,
  status,
  subType: null,
  rejectionReason,
  updatedAt: status === 'UNREQUESTED' ? null : '2026-11-27T10:00:00.000Z',
})
const list: DocumentList = {
  kycStatus: 'NOT_VERIFIED',
  sourceOfWealthRequired: false,
  documents: [doc('PROOF_OF_ID', 'REQUESTED', 'BAD_QUALITY'), doc('PROOF_OF_ADDRESS', 'UNREQUESTED')],
}
const passport = { fileId: 'file-1', name: 'passport.png', contentType: 'image/png', size: 2_048 }
const refused = apiFailure(400, 'error.document.content_type.invalid', 'The file is not a JPEG, PNG or PDF.')

describeModel('verification', verificationMachine, {
  endAtFinal: false,
  contextKey: (c) => [c.documents === null, c.fieldError?.problem ?? null, c.uploaded, c.error?.code ?? null, c.file === null, c.returnUrl],
  events: (s) => {
    if (s.matches('loading'))
      return [{ type: 'xstate.done.actor.listDocuments', output: list }, { type: 'xstate.error.actor.listDocuments', error: platformDown }]
    if (s.matches('failed')) return [{ type: 'documents.retry' }]
    if (s.matches('requestingUrl'))
      return [
        { type: 'xstate.done.actor.requestDocumentUpload', output: { uploadId: 'upload-1', uploadUrl: '/api/v1/player/documents/uploads/upload-1', expiresAt: '2026-11-27T10:15:00.000Z' } },
        { type: 'xstate.error.actor.requestDocumentUpload', error: platformDown },
      ]
    if (s.matches('uploading'))
      return [{ type: 'xstate.done.actor.uploadDocumentFile', output: undefined }, { type: 'xstate.error.actor.uploadDocumentFile', error: refused }]
    if (s.matches('uploadFailed')) return [{ type: 'upload.retry' }, { type: 'upload.cancel' }]
    if (s.matches('startingVerification'))
      return [
        { type: 'xstate.done.actor.startDocumentVerification', output: { redirectUrl: '/sandbox/identity/check-1' } },
        { type: 'xstate.error.actor.startDocumentVerification', error: platformDown },
      ]
    if (s.matches('verificationFailed')) return [{ type: 'verification.retry' }, { type: 'verification.cancel' }]
    return [
      { type: 'verification.start', kind: 'PROOF_OF_ID', returnUrl: '/en-NZ/my-account/verification' },
      { type: 'file.choose', kind: 'PROOF_OF_ID', ...passport },
      { type: 'file.choose', kind: 'PROOF_OF_ID', ...passport, name: 'notes.txt', contentType: 'text/plain', label: 'not an image or PDF' },
      { type: 'file.choose', kind: 'PROOF_OF_ID', ...passport, size: 0, label: 'empty' },
      { type: 'file.choose', kind: 'PROOF_OF_ID', ...passport, size: 10 * 1024 * 1024 + 1, label: 'over 10 MB' },
    ]
  },
  transitions: {
    loading: { 'done listDocuments': 'ready', 'error listDocuments': 'failed' },
    failed: { 'documents.retry': 'loading' },
    ready: {
      'file.choose': 'requestingUrl',
      'file.choose (not an image or PDF)': 'ready',
      'file.choose (empty)': 'ready',
      'file.choose (over 10 MB)': 'ready',
      'verification.start': 'startingVerification',
    },
    requestingUrl: { 'done requestDocumentUpload': 'uploading', 'error requestDocumentUpload': 'uploadFailed' },
    uploading: { 'done uploadDocumentFile': 'ready', 'error uploadDocumentFile': 'uploadFailed' },
    uploadFailed: { 'upload.retry': 'requestingUrl', 'upload.cancel': 'ready' },
    startingVerification: { 'done startDocumentVerification': 'redirecting', 'error startDocumentVerification': 'verificationFailed' },
    verificationFailed: { 'verification.retry': 'startingVerification', 'verification.cancel': 'ready' },
  },
  calls: {
    listDocuments: (input) => expect(input).toBeUndefined(),
    requestDocumentUpload: (input) =>
      expect(input).toEqual({ documentKey: 'idDocument', documentType: 'PROOF_OF_ID', fileName: 'passport.png', contentType: 'image/png', sizeBytes: 2_048 }),
    uploadDocumentFile: (input) => expect(input).toEqual({ uploadId: 'upload-1', fileId: 'file-1' }),
    startDocumentVerification: (input) => expect(input).toEqual({ documentType: 'PROOF_OF_ID', returnUrl: '/en-NZ/my-account/verification' }),
  },
  effects: {
    openProviderPage: (page) => expect(page).toEqual({ url: '/sandbox/identity/check-1' }),
  },
  states: {
    loading: (s) => expect(tagsOf(s)).toEqual(['loading']),
    failed: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.error).toEqual(platformDownError)
    },
    requestingUrl: (s) => {
      expect(tagsOf(s)).toEqual(['uploading'])
      expect(s.context).toMatchObject({ kind: 'PROOF_OF_ID', file: passport, fieldError: null, error: null })
    },
    uploading: (s) => {
      expect(tagsOf(s)).toEqual(['uploading'])
      expect(s.context.uploadId).toBe('upload-1')
    },
    uploadFailed: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(['error.system.error', 'error.document.content_type.invalid']).toContain(s.context.error?.code)
      expect(s.context.uploadId).toBeNull()
      expect(s.context.file).toEqual(passport)
    },
    startingVerification: (s) => {
      expect(tagsOf(s)).toEqual(['redirecting'])
      expect(s.context).toMatchObject({ kind: 'PROOF_OF_ID', returnUrl: '/en-NZ/my-account/verification', error: null, file: null })
    },
    verificationFailed: (s) => {
      expect(tagsOf(s)).toEqual([])
      expect(s.context.error).toEqual(platformDownError)
    },
    redirecting: (s) => {
      expect(tagsOf(s)).toEqual(['redirecting'])
      expect(s.status).toBe('done')
    },
    ready: (s) => {
      expect(tagsOf(s)).toEqual([])
      const { uploaded, fieldError, documents, error } = s.context
      expect(error).toBeNull()
      const id = documents!.documents.find((d: VerificationDocument) => d.documentType === 'PROOF_OF_ID')!
      // Only the uploaded kind ever changes: from requested (with the old rejection) to under review.
      expect(documents!.documents[1]).toEqual(list.documents[1])
      expect([list.documents[0], { ...list.documents[0], status: 'UNDER_REVIEW', rejectionReason: null }]).toContainEqual(id)
      if (uploaded) {
        expect(uploaded).toBe('PROOF_OF_ID')
        expect(id).toMatchObject({ status: 'UNDER_REVIEW', rejectionReason: null })
        expect(s.context.file).toBeNull()
      }
      if (fieldError) {
        expect(fieldError.kind).toBe('PROOF_OF_ID')
        expect(['type', 'empty', 'size']).toContain(fieldError.problem)
        expect(uploaded).toBeNull()
      }
    },
  },
})
