import type { ReactNode } from 'react'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { notFound, useParams } from '@tanstack/react-router'
import { button } from '../../design/primitives.css'
import { usePageTitle } from '../../app/usePageTitle'
import { contentQueryOptions, type ContentQuery } from '../../api/system.queries'
import { ContentLink, ContentSections, type ContentBlock } from './ContentBlocks'
import * as styles from './legal.css'

/** One content-service document: its query and, for an item query, the item (a page id, a slug). */
export interface ContentSource {
  query: ContentQuery
  item?: string
}

type LoaderContext = { queryClient: QueryClient; locale: { langmarket: string } }

/** The content service's answer for a page, an item or a locale it does not have. */
const isMissing = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404

/**
 * The route loader of a content page: its documents in the page's locale. A document the content
 * service does not have is the not-found page (spec: "page without html shows 'Page not found!'").
 *
 * @example loader: ({ context }) => loadContent(context, { query: 'static-page', item: 'bonus-terms' })
 */
export async function loadContent(context: LoaderContext, ...sources: ContentSource[]) {
  try {
    return await Promise.all(sources.map(({ query, item }) => context.queryClient.ensureQueryData(contentQueryOptions(query, context.locale.langmarket, item))))
  } catch (error) {
    if (isMissing(error)) throw notFound()
    throw error
  }
}

/** A document loaded by the route's loader. */
export function useContent({ query, item }: ContentSource) {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  return useSuspenseQuery(contentQueryOptions(query, langmarket, item)).data
}

/**
 * An information page as the content holds it: the banner block's title is the page's heading,
 * with its lead text and call to action; the text blocks are its sections and the link blocks a
 * list after them. `ctaHref` changes where the call to action leads (a sign-up keeping the
 * visitor's bonus code); `children` follow the content (opening hours, the help centre's lists).
 */
export function ContentPage({ source, ctaHref, children }: { source: ContentSource; ctaHref?: (url: string) => string; children?: ReactNode }) {
  const page = useContent(source)
  const banner = page.blocks.find((block) => block.kind === 'banner')
  usePageTitle(banner?.title)
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{banner?.title}</h1>
        {banner?.body && <p className={styles.lead}>{banner.body}</p>}
        {banner?.cta && (
          <div>
            <ContentLink cta={{ ...banner.cta, url: ctaHref ? ctaHref(banner.cta.url) : banner.cta.url }} className={button.primary} />
          </div>
        )}
      </header>
      <ContentSections blocks={page.blocks.filter((block: ContentBlock) => block.kind !== 'banner')} />
      {children}
    </article>
  )
}

/** A list document (the information or contact-us list) as a titled list of its links. */
export function ContentList({ source, title, id }: { source: ContentSource; title: string; id: string }) {
  const list = useContent(source)
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ContentSections blocks={list.blocks} />
    </section>
  )
}
