import { useId, type ChangeEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { UploadKind, VerificationDocument, verificationMachine } from '../../../machines/verification/verification.machine'
import { Button } from '../../design/Button'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { FieldError } from '../../design/FieldError'
import { RetryAlert } from '../../design/RetryAlert'
import { holdFile, verificationFlow } from '../../flows/verification'
import { useFlow } from '../../flows/useFlow'
import { byUrgency, checkedOnline, fileProblemText, kindName, rejectionText, statusText, takesUpload, uploadErrorText, uploadFailed } from './verificationTexts'
import * as styles from './verification.css'

type VerificationActor = ActorRefFrom<typeof verificationMachine>

/** My account → Verification (spec 000 §2): each document kind's status, and an upload per kind. */
export function VerificationPage() {
  const { t } = useLingui()
  const actor = useFlow(verificationFlow)
  const documents = useSelector(actor, (s) => s.context.documents)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Verification documents</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>Upload the documents we ask for, as a photo or scan in JPEG, PNG or PDF, up to 10 MB each. Our team reviews them and you see the result here.</Trans>
      </p>
      {loading ? (
        <p role="status" className={styles.progress}>
          <Trans>Loading your documents…</Trans>
        </p>
      ) : null}
      {failed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'documents.retry' })}>{t`Your documents could not be loaded.`}</RetryAlert>
      ) : null}
      {documents?.kycStatus === 'EDD_PENDING' || documents?.kycStatus === 'EDD_UNDER_REVIEW' ? (
        <p className={styles.intro} data-testid="edd-link">
          {documents.kycStatus === 'EDD_PENDING' ? (
            <Trans>We also need you to answer a short due diligence questionnaire.</Trans>
          ) : (
            <Trans>Your due diligence questionnaire is under review.</Trans>
          )}{' '}
          <HrefLink href={`/${langmarket}/my-account/verification/questionnaire`} className={link}>
            <Trans>Open the questionnaire</Trans>
          </HrefLink>
        </p>
      ) : null}
      {documents ? (
        <ul className={styles.list}>
          {byUrgency(documents.documents).map((document) =>
            document.documentType === 'EDD_QUESTIONNAIRE' ? null : (
              <DocumentKind key={document.documentType} kind={document.documentType} document={document} actor={actor} />
            ),
          )}
        </ul>
      ) : null}
    </div>
  )
}

interface DocumentKindProps {
  kind: UploadKind
  document: VerificationDocument
  actor: VerificationActor
}

function DocumentKind({ kind, document, actor }: DocumentKindProps) {
  const { i18n, t } = useLingui()
  const id = useId()
  const ready = useSelector(actor, (s) => s.matches('ready'))
  const mine = useSelector(actor, (s) => s.context.kind === kind)
  const uploading = useSelector(actor, (s) => s.hasTag('uploading'))
  const failed = useSelector(actor, (s) => s.matches('uploadFailed'))
  const problem = useSelector(actor, (s) => (s.context.fieldError?.kind === kind ? s.context.fieldError.problem : null))
  const uploaded = useSelector(actor, (s) => s.context.uploaded === kind)
  const fileName = useSelector(actor, (s) => s.context.file?.name ?? null)
  const error = useSelector(actor, (s) => s.context.error)
  const opening = useSelector(actor, (s) => s.hasTag('redirecting'))
  const checkFailed = useSelector(actor, (s) => s.matches('verificationFailed'))
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const name = i18n._(kindName[kind])
  const headingId = `${id}-heading`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const asked = document.status === 'REQUESTED' || document.status === 'EXPIRED'
  const reason = document.rejectionReason ? i18n._(rejectionText[document.rejectionReason]) : null

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared, so choosing the same file again after a refusal is a change too.
    event.target.value = ''
    if (!file) return
    actor.send({ type: 'file.choose', kind, fileId: holdFile(file), name: file.name, contentType: file.type, size: file.size })
  }

  return (
    <li className={styles.item} data-testid={`document-${kind}`}>
      <div className={styles.itemHeader}>
        <h2 id={headingId} className={styles.kind}>
          {name}
        </h2>
        <p className={asked ? styles.asked : document.status === 'VERIFIED' ? styles.done : document.status === 'UNREQUESTED' ? styles.quiet : styles.status} data-testid={`document-${kind}-status`}>
          {i18n._(statusText[document.status])}
        </p>
      </div>
      {reason ? (
        <p className={styles.rejection} data-testid={`document-${kind}-rejection`}>
          <Trans>Your last file was not accepted. {reason} Please upload a new one.</Trans>
        </p>
      ) : null}
      {takesUpload(document.status) ? (
        <>
          <label htmlFor={`${id}-file`} className={styles.fileLabel}>
            <Trans>Upload {name}</Trans>
          </label>
          <p id={hintId} className={styles.hint}>
            <Trans>JPEG, PNG or PDF, up to 10 MB.</Trans>
          </p>
          <input
            id={`${id}-file`}
            type="file"
            className={styles.fileInput}
            accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
            disabled={!ready}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={choose}
          />
          {problem ? <FieldError id={errorId}>{i18n._(fileProblemText[problem])}</FieldError> : null}
          {checkedOnline.includes(kind) ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                isDisabled={!ready}
                onPress={() => actor.send({ type: 'verification.start', kind, returnUrl: `/${langmarket}/my-account/verification` })}
              >
                <Trans>Verify my identity online instead</Trans>
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {mine && opening ? (
        <p role="status" className={styles.progress}>
          <Trans>Opening our verification partner’s page…</Trans>
        </p>
      ) : null}
      {mine && checkFailed ? (
        <RetryAlert
          onRetry={() => actor.send({ type: 'verification.retry' })}
          alternative={{ label: t`Cancel`, onPress: () => actor.send({ type: 'verification.cancel' }) }}
        >
          {t`The online check could not be started. Please try again, or upload a file.`}
        </RetryAlert>
      ) : null}
      {mine && uploading ? (
        <p role="status" className={styles.progress}>
          <Trans>Sending {fileName}…</Trans>
        </p>
      ) : null}
      {uploaded ? (
        <p role="status" className={styles.received}>
          <Trans>Received. Your file is under review; we will tell you the result here.</Trans>
        </p>
      ) : null}
      {mine && failed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'upload.retry' })} alternative={{ label: t`Cancel`, onPress: () => actor.send({ type: 'upload.cancel' }) }}>
          {i18n._((error && uploadErrorText[error.code]) || uploadFailed)}
        </RetryAlert>
      ) : null}
    </li>
  )
}
