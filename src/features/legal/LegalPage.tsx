import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { latestTermsVersion } from '../../../machines/termsAcceptance/termsVersions'
import { contentQueryOptions } from '../../api/system.queries'
import { ContentSections } from './ContentBlocks'
import * as styles from './legal.css'

/** The legal documents the site publishes as static pages of the content service. */
export type LegalDocument = 'terms' | 'privacy-policy'

/** What the page loads before it renders: the document, and the terms' current version. */
function legalPageQueries(document: LegalDocument, langmarket: string) {
  return {
    page: contentQueryOptions('static-page', langmarket, document),
    versions: contentQueryOptions('terms-versions', langmarket),
  }
}

/** The route loader of a legal page. */
export function loadLegalPage(context: { queryClient: QueryClient; locale: { langmarket: string } }, document: LegalDocument) {
  const queries = legalPageQueries(document, context.locale.langmarket)
  return Promise.all([context.queryClient.ensureQueryData(queries.page), context.queryClient.ensureQueryData(queries.versions)])
}

/**
 * /terms and /privacy-policy: the current text of the document as the platform's content holds
 * it, one titled section per block, with its version and date.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const queries = legalPageQueries(document, langmarket)
  const { data: page } = useSuspenseQuery(queries.page)
  const { data: versions } = useSuspenseQuery(queries.versions)
  const version = document === 'terms' ? latestTermsVersion(versions)?.version : null
  // The platform's day (UTC): the same on the server's first paint as in any visitor's time zone.
  const updated = i18n.date(page.updatedAt, { dateStyle: 'long', timeZone: 'UTC' })
  const titles: Record<LegalDocument, ReactNode> = { terms: t`Terms and conditions`, 'privacy-policy': t`Privacy policy` }
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{titles[document]}</h1>
        <p className={styles.meta}>
          {version ? (
            <Trans>
              Version {version}, last updated on {updated}.
            </Trans>
          ) : (
            <Trans>Last updated on {updated}.</Trans>
          )}
        </p>
      </header>
      <ContentSections blocks={page.blocks} />
    </article>
  )
}
