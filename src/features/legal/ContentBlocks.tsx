import { useParams } from '@tanstack/react-router'
import { HrefLink } from '../../design/HrefLink'
import { link } from '../../design/primitives.css'
import { localizeHref } from '../../locale/langmarket'
import type { components } from '../../../openapi/dist/schema'
import * as styles from './legal.css'

export type ContentBlock = components['schemas']['ContentBlock']

/** A content link: a page of this site under the current locale, or another site's address as it is. */
export function ContentLink({ cta, className = link }: { cta: NonNullable<ContentBlock['cta']>; className?: string }) {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  if (/^https?:\/\//.test(cta.url)) {
    return (
      <a href={cta.url} className={className} rel="noopener noreferrer" target="_blank">
        {cta.text}
      </a>
    )
  }
  return (
    <HrefLink href={localizeHref(cta.url, langmarket)} className={className}>
      {cta.text}
    </HrefLink>
  )
}

/**
 * A content page's sections, one per text block (its title as a heading, its body as a paragraph),
 * and its link blocks as one list after them: the legal pages and the information pages render
 * their documents the same way.
 */
export function ContentSections({ blocks, linksLabel }: { blocks: readonly ContentBlock[]; linksLabel?: string }) {
  const links = blocks.filter((block) => block.kind === 'link' && block.cta)
  return (
    <>
      {blocks
        .filter((block) => block.kind === 'text' && block.body)
        .map((block) => (
          <section key={block.id} className={styles.section} aria-labelledby={block.title ? `${block.id}-title` : undefined}>
            {block.title && (
              <h2 id={`${block.id}-title`} className={styles.sectionTitle}>
                {block.title}
              </h2>
            )}
            <p className={styles.text}>{block.body}</p>
          </section>
        ))}
      {links.length > 0 && (
        <ul className={styles.links} aria-label={linksLabel}>
          {links.map((block) => (
            <li key={block.id} className={styles.linkItem}>
              {block.title && block.title !== block.cta!.text && <span className={styles.linkTitle}>{block.title}</span>}
              <ContentLink cta={block.cta!} />
              {block.body && <span className={styles.meta}>{block.body}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
