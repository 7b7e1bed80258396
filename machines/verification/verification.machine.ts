import { assign, setup } from 'xstate'
import type { RequestBody, Schemas } from '../shared/contract'
import { invokeError, toFlowError, type FlowError } from '../shared/flowError'
import { machineTypes } from '../shared/machineTypes'
import { providedAction, providedActor, providedCall } from '../shared/provided'

export type DocumentList = Schemas['DocumentList']
export type VerificationDocument = Schemas['Document']
/** The kinds a player uploads a file for (the EDD questionnaire is a form of its own). */
export type UploadKind = Exclude<Schemas['DocumentType'], 'EDD_QUESTIONNAIRE'>
export type UploadRequest = RequestBody<'requestDocumentUpload'>

/** Each kind's payload key on the platform (spec 000 §3 "Verification documents"). */
export const documentKeys: Record<UploadKind, Schemas['DocumentPayloadKey']> = {
  PROOF_OF_ID: 'idDocument',
  PROOF_OF_ADDRESS: 'addressDocument',
  PROOF_OF_PAYMENT: 'paymentDocument',
  SOURCE_OF_WEALTH: 'sowDocument',
  OTHER: 'otherDocument',
}

/** What the platform accepts: JPEG, PNG or PDF, at most 10 MiB (openapi requestDocumentUpload). */
export const acceptedTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const
export type AcceptedType = (typeof acceptedTypes)[number]
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024

/**
 * A file the player chose, as the machine keeps it: its description, and `fileId`, the handle by
 * which src/flows finds the bytes (a Blob is not serialisable, so it never enters the context).
 */
export interface ChosenFile {
  fileId: string
  name: string
  /** The browser's MIME type for it (`File.type`); empty when it does not know. */
  contentType: string
  size: number
}

/** Why a chosen file is refused before anything is sent: shown under the kind's file field. */
export type FileProblem = 'type' | 'size' | 'empty'

export interface VerificationContext {
  documents: DocumentList | null
  /** The kind being uploaded (or last uploaded, or last refused) and its file. */
  kind: UploadKind | null
  file: ChosenFile | null
  uploadId: string | null
  fieldError: { kind: UploadKind; problem: FileProblem } | null
  /** The kind whose file was just received; the view says it is under review. */
  uploaded: UploadKind | null
  /** Where the external provider sends the player back, while a check is being started. */
  returnUrl: string | null
  error: FlowError | null
}

export type VerificationEvent =
  | ({ type: 'file.choose'; kind: UploadKind } & ChosenFile)
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' }
  | { type: 'documents.retry' }
  /** Verify the kind at the external provider instead, coming back to `returnUrl` (a path on the site). */
  | { type: 'verification.start'; kind: UploadKind; returnUrl: string }
  | { type: 'verification.retry' }
  | { type: 'verification.cancel' }

type Choose = Extract<VerificationEvent, { type: 'file.choose' }>
type StartCheck = Extract<VerificationEvent, { type: 'verification.start' }>
const chosen = ({ event }: { event: VerificationEvent }) => event as Choose
const isAccepted = (type: string): type is AcceptedType => (acceptedTypes as readonly string[]).includes(type)

/**
 * The player's verification documents (spec 000 §3 "Verification documents", §4 "Document
 * verification" and "Upload flow"; 001 "GET documents list ... upload document returns an
 * uploadUrl"). The list shows each kind's status; per kind the player chooses a file, which is
 * checked here (type, size) before an upload URL is asked for and the bytes are sent to it. A file
 * received puts the kind under review; a failure can be retried.
 */
export const verificationMachine = setup({
  types: machineTypes<void, VerificationContext, VerificationEvent, 'loading' | 'uploading' | 'redirecting'>(),
  actors: {
    listDocuments: providedActor<DocumentList>('listDocuments'),
    requestDocumentUpload: providedCall('requestDocumentUpload'),
    uploadDocumentFile: providedActor<void, { uploadId: string; fileId: string }>('uploadDocumentFile'),
    startDocumentVerification: providedCall('startDocumentVerification'),
  },
  guards: {
    isUnacceptedType: (_, file: Choose) => !isAccepted(file.contentType),
    isEmptyFile: (_, file: Choose) => file.size === 0,
    isTooLarge: (_, file: Choose) => file.size > MAX_DOCUMENT_BYTES,
  },
  actions: {
    storeDocuments: assign((_, documents: DocumentList) => ({ documents, error: null })),
    storeLoadError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    refuseFile: assign((_, refusal: { file: Choose; problem: FileProblem }) => ({
      kind: refusal.file.kind,
      file: null,
      fieldError: { kind: refusal.file.kind, problem: refusal.problem },
      uploaded: null,
      error: null,
    })),
    storeFile: assign((_, file: Choose) => ({
      kind: file.kind,
      file: { fileId: file.fileId, name: file.name, contentType: file.contentType, size: file.size },
      fieldError: null,
      uploaded: null,
      error: null,
    })),
    storeUploadId: assign((_, uploadId: string) => ({ uploadId })),
    storeCheck: assign((_, check: StartCheck) => ({ kind: check.kind, returnUrl: check.returnUrl, file: null, fieldError: null, uploaded: null, error: null })),
    storeCheckError: assign((_, error: unknown) => ({ error: toFlowError(error) })),
    forgetCheck: assign({ returnUrl: null, error: null }),
    /** Leaves the site for the verification provider's page. */
    openProviderPage: providedAction<{ url: string }>('openProviderPage'),
    storeUploadError: assign((_, error: unknown) => ({ error: toFlowError(error), uploadId: null })),
    clearUploadError: assign({ error: null }),
    forgetFile: assign({ file: null, uploadId: null, error: null }),
    /** The platform put the kind under review in the same step that took the file. */
    markUnderReview: assign(({ context }) => ({
      uploaded: context.kind,
      file: null,
      uploadId: null,
      documents: context.documents && {
        ...context.documents,
        documents: context.documents.documents.map((d) =>
          d.documentType === context.kind ? { ...d, status: 'UNDER_REVIEW' as const, rejectionReason: null } : d,
        ),
      },
    })),
  },
}).createMachine({
  id: 'verification',
  description: 'The player’s verification documents: each kind’s status, and a file uploaded for a kind, which then goes under review.',
  context: { documents: null, kind: null, file: null, uploadId: null, fieldError: null, uploaded: null, returnUrl: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'The document kinds are read with their status (requested, under review, verified, expired) and any rejection reason.',
      invoke: {
        id: 'listDocuments',
        src: 'listDocuments',
        onDone: { target: 'ready', actions: { type: 'storeDocuments', params: ({ event }) => event.output }, description: 'Each kind is shown with its status.' },
        onError: { target: 'failed', actions: { type: 'storeLoadError', params: invokeError }, description: 'The documents could not be read.' },
      },
    },
    failed: {
      description: 'The documents could not be read; the player may try again.',
      on: { 'documents.retry': { target: 'loading', description: 'The player tries again.' } },
    },
    ready: {
      description: 'Every kind shows its status; a kind the player may upload for offers a file field (pre-upload).',
      on: {
        'file.choose': [
          {
            guard: { type: 'isUnacceptedType', params: chosen },
            target: 'ready',
            actions: { type: 'refuseFile', params: ({ event }) => ({ file: chosen({ event }), problem: 'type' as const }) },
            description: 'Not a JPEG, PNG or PDF: said under the field, nothing is sent.',
          },
          {
            guard: { type: 'isEmptyFile', params: chosen },
            target: 'ready',
            actions: { type: 'refuseFile', params: ({ event }) => ({ file: chosen({ event }), problem: 'empty' as const }) },
            description: 'An empty file: said under the field, nothing is sent.',
          },
          {
            guard: { type: 'isTooLarge', params: chosen },
            target: 'ready',
            actions: { type: 'refuseFile', params: ({ event }) => ({ file: chosen({ event }), problem: 'size' as const }) },
            description: 'Larger than 10 MB: said under the field, nothing is sent.',
          },
          {
            target: 'requestingUrl',
            actions: { type: 'storeFile', params: chosen },
            description: 'An acceptable file: an upload URL is asked for.',
          },
        ],
        'verification.start': {
          target: 'startingVerification',
          actions: { type: 'storeCheck', params: ({ event }) => event },
          description: 'The player has the kind checked online by the verification provider instead of uploading a file.',
        },
      },
    },
    startingVerification: {
      tags: ['redirecting'],
      description: 'The platform is asked to open a check at the verification provider for this kind.',
      invoke: {
        id: 'startDocumentVerification',
        src: 'startDocumentVerification',
        input: ({ context }) => ({ documentType: context.kind!, returnUrl: context.returnUrl! }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'openProviderPage', params: ({ event }) => ({ url: event.output.redirectUrl }) },
          description: 'The check is open: the player goes to the provider’s page, and comes back to this page.',
        },
        onError: { target: 'verificationFailed', actions: { type: 'storeCheckError', params: invokeError }, description: 'The check could not be opened.' },
      },
    },
    verificationFailed: {
      description: 'The online check could not be opened; the player may try again or upload a file instead.',
      on: {
        'verification.retry': { target: 'startingVerification', actions: 'clearUploadError', description: 'The player tries the online check again.' },
        'verification.cancel': { target: 'ready', actions: 'forgetCheck', description: 'The player gives up on the online check.' },
      },
    },
    redirecting: {
      type: 'final',
      tags: ['redirecting'],
      description: 'The player is on the verification provider’s page; the provider sends them back here with the result.',
    },
    requestingUrl: {
      tags: ['uploading'],
      description: 'The platform is asked for a single-use upload URL for this kind and file.',
      invoke: {
        id: 'requestDocumentUpload',
        src: 'requestDocumentUpload',
        input: ({ context }) => ({
          documentKey: documentKeys[context.kind!],
          documentType: context.kind!,
          fileName: context.file!.name,
          contentType: context.file!.contentType as AcceptedType,
          sizeBytes: context.file!.size,
        }),
        onDone: { target: 'uploading', actions: { type: 'storeUploadId', params: ({ event }) => event.output.uploadId }, description: 'The URL is given: the file is sent.' },
        onError: { target: 'uploadFailed', actions: { type: 'storeUploadError', params: invokeError }, description: 'No URL was given.' },
      },
    },
    uploading: {
      tags: ['uploading'],
      description: 'The file’s bytes are sent to the upload URL; the platform checks what they are and their size.',
      invoke: {
        id: 'uploadDocumentFile',
        src: 'uploadDocumentFile',
        input: ({ context }) => ({ uploadId: context.uploadId!, fileId: context.file!.fileId }),
        onDone: { target: 'ready', actions: 'markUnderReview', description: 'Received: the kind is under review.' },
        onError: { target: 'uploadFailed', actions: { type: 'storeUploadError', params: invokeError }, description: 'The file was refused or did not arrive.' },
      },
    },
    uploadFailed: {
      description: 'The upload failed; the reason is shown at the kind. The player may try again or choose another file.',
      on: {
        'upload.retry': { target: 'requestingUrl', actions: 'clearUploadError', description: 'The same file again, on a new upload URL.' },
        'upload.cancel': { target: 'ready', actions: 'forgetFile', description: 'The player gives up on this file.' },
      },
    },
  },
})
