import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { HrefLink } from '../../design/HrefLink'
import { usePageTitle } from '../../app/usePageTitle'
import { button, link } from '../../design/primitives.css'
import { localizeHref } from '../../locale/langmarket'
import { useContent } from '../legal/ContentPage'
import { ContentLink } from '../legal/ContentBlocks'
import { categoriesOf, promotionsOf, tagName, tagsOf } from './promotions'
import * as styles from './promotions.css'

/** The promotions document (one per locale), loaded by the route. */
export const promotionsSource = { query: 'promotions' } as const

/**
 * /promotions/{category} and /promotions/{category}/tag/{tagSlug}: the promotions described by the
 * content, filtered by the address (/promotions itself is the campaigns page, features/campaigns).
 * The category and tag choices are links, so a filtered list has its own address.
 */
export function PromotionsPage({ category, tag }: { category?: string; tag?: string }) {
  const { t } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const { blocks } = useContent(promotionsSource)
  const href = (path: string) => localizeHref(path, langmarket)
  const categories = categoriesOf(blocks)
  const title = blocks.find((b) => b.kind === 'banner')?.title
  const categoryName = categories.find((c) => c.slug === category)?.name
  const promotions = promotionsOf(blocks, { category, tag })
  const tagLabel = tag ? tagName(blocks, tag) : null
  usePageTitle(categoryName ?? title)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{categoryName ?? title}</h1>
        {categoryName && tagLabel && (
          <p className={styles.filterLabel}>
            <Trans>Showing: {tagLabel}</Trans>
          </p>
        )}
      </header>
      <div className={styles.filters}>
        <PromotionCategories category={category} tag={tag} />
        {category && tagsOf(blocks, category).length > 0 && (
          <nav aria-label={t`Filter by tag`}>
            <ul className={styles.chips}>
              {tagsOf(blocks, category).map((tg) => (
                <li key={tg.slug}>
                  <HrefLink href={href(`/promotions/${category}/tag/${tg.slug}`)} className={styles.chip} aria-current={tg.slug === tag ? 'page' : undefined}>
                    {tg.name}
                  </HrefLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {promotions.length === 0 ? (
        <p className={styles.body}>
          <Trans>There are no promotions here at the moment.</Trans>
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t`Promotions`}>
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <article className={styles.card} aria-labelledby={`${promotion.id}-title`}>
                <h2 id={`${promotion.id}-title`} className={styles.cardTitle}>
                  <HrefLink href={href(`/promotions/${promotion.category}/${promotion.id}`)} className={link}>
                    {promotion.title}
                  </HrefLink>
                </h2>
                <p className={styles.tags}>{(promotion.tags ?? []).map((slug) => tagName(blocks, slug)).join(' · ')}</p>
                <p className={styles.body}>{promotion.body}</p>
                {promotion.cta && (
                  <div className={styles.actions}>
                    <ContentLink cta={promotion.cta} className={button.secondary} />
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * The promotion categories as links ("All promotions" is /promotions, the campaigns page), so a
 * filtered list has its own address to share and go back to. The category shown is marked current
 * unless a tag narrows it (the tag's link is then the current one).
 */
export function PromotionCategories({ category, tag }: { category?: string; tag?: string }) {
  const { t } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const { blocks } = useContent(promotionsSource)
  const href = (path: string) => localizeHref(path, langmarket)
  return (
    <nav aria-label={t`Promotion categories`}>
      <ul className={styles.chips}>
        <li>
          <HrefLink href={href('/promotions')} className={styles.chip} aria-current={category === undefined ? 'page' : undefined}>
            <Trans>All promotions</Trans>
          </HrefLink>
        </li>
        {categoriesOf(blocks).map((c) => (
          <li key={c.slug}>
            <HrefLink href={href(`/promotions/${c.slug}`)} className={styles.chip} aria-current={c.slug === category && !tag ? 'page' : undefined}>
              {c.name}
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
