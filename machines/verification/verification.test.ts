import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { apiFailure } from '../shared/testing'
import { MAX_DOCUMENT_BYTES, verificationMachine, type DocumentList } from './verification.machine'

const list: DocumentList = {
  kycStatus: 'NOT_VERIFIED',
  sourceOfWealthRequired: true,
  documents: [
    { documentType: 'PROOF_OF_ID', status: 'REQUESTED', subType: null, rejectionReason: null, updatedAt: null },
    { documentType: 'SOURCE_OF_WEALTH', status: 'REQUESTED', subType: null, rejectionReason: null, updatedAt: null },
  ],
}

function start(upload: () => Promise<void> = async () => {}) {
  const calls: unknown[] = []
  const actor = createActor(
    verificationMachine.provide({
      actors: {
        listDocuments: fromPromise(async () => list),
        requestDocumentUpload: fromPromise(async ({ input }) => {
          calls.push(input)
          return { uploadId: 'u-1', uploadUrl: '/api/v1/player/documents/uploads/u-1', expiresAt: '2026-11-27T10:15:00.000Z' }
        }),
        uploadDocumentFile: fromPromise(async ({ input }) => {
          calls.push(input)
          return upload()
        }),
      },
    }),
  ).start()
  return { actor, calls }
}

describe('verification', () => {
  it('uploads a source-of-wealth PDF under its own key and shows only that kind under review', async () => {
    // Arrange
    const { actor, calls } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    // Act
    actor.send({ type: 'file.choose', kind: 'SOURCE_OF_WEALTH', fileId: 'f-9', name: 'bank.pdf', contentType: 'application/pdf', size: MAX_DOCUMENT_BYTES })
    const done = await waitFor(actor, (s) => s.matches('ready'))
    // Assert
    expect(calls).toEqual([
      { documentKey: 'sowDocument', documentType: 'SOURCE_OF_WEALTH', fileName: 'bank.pdf', contentType: 'application/pdf', sizeBytes: MAX_DOCUMENT_BYTES },
      { uploadId: 'u-1', fileId: 'f-9' },
    ])
    expect(done.context.uploaded).toBe('SOURCE_OF_WEALTH')
    expect(done.context.documents!.documents.map((d) => d.status)).toEqual(['REQUESTED', 'UNDER_REVIEW'])
  })

  it.each([
    ['PROOF_OF_ID', 'idDocument'],
    ['PROOF_OF_ADDRESS', 'addressDocument'],
    ['PROOF_OF_PAYMENT', 'paymentDocument'],
    ['SOURCE_OF_WEALTH', 'sowDocument'],
    ['OTHER', 'otherDocument'],
  ] as const)('asks for a %s upload URL under the payload key %s (spec 000 §3)', async (kind, documentKey) => {
    const { actor, calls } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'file.choose', kind, fileId: 'f-1', name: 'scan.jpg', contentType: 'image/jpeg', size: 1 })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls[0]).toMatchObject({ documentKey, documentType: kind })
  })

  it('refuses a file the browser cannot type, sending nothing, and forgets the refusal on the next choice', async () => {
    const { actor, calls } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'file.choose', kind: 'PROOF_OF_ID', fileId: 'f-1', name: 'scan', contentType: '', size: 10 })
    expect(actor.getSnapshot().context.fieldError).toEqual({ kind: 'PROOF_OF_ID', problem: 'type' })
    expect(calls).toEqual([])
    actor.send({ type: 'file.choose', kind: 'PROOF_OF_ID', fileId: 'f-2', name: 'id.jpg', contentType: 'image/jpeg', size: 10 })
    expect(actor.getSnapshot().context.fieldError).toBeNull()
  })

  it('asks for a new upload URL when the player retries a refused upload', async () => {
    let attempts = 0
    const { actor, calls } = start(async () => {
      attempts += 1
      if (attempts === 1) throw apiFailure(503, 'error.system.error', 'down')
    })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'file.choose', kind: 'PROOF_OF_ID', fileId: 'f-1', name: 'id.png', contentType: 'image/png', size: 10 })
    await waitFor(actor, (s) => s.matches('uploadFailed'))
    actor.send({ type: 'upload.retry' })
    const done = await waitFor(actor, (s) => s.matches('ready'))
    expect(calls.filter((c) => 'documentKey' in (c as object))).toHaveLength(2)
    expect(done.context).toMatchObject({ uploaded: 'PROOF_OF_ID', error: null })
  })
})
