import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { HrefLink } from '../../design/HrefLink'
import { usePageTitle } from '../../app/usePageTitle'
import { button, link } from '../../design/primitives.css'
import { localizeHref } from '../../locale/langmarket'
import { useContent } from '../legal/ContentPage'
import { ContentLink } from '../legal/ContentBlocks'
import { categoriesOf, promotionOf, tagName } from './promotions'
import { promotionsSource } from './PromotionsPage'
import * as styles from './promotions.css'

/**
 * /promotions/{category}/{promotionSlug}: one promotion, its tags, where to claim it (the rewards
 * page, or the bonus-code page with its code) and the bonus terms. The route has made sure the
 * category holds it.
 */
export function PromotionPage({ category, slug }: { category: string; slug: string }) {
  const { t } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const { blocks } = useContent(promotionsSource)
  const promotion = promotionOf(blocks, category, slug)
  const categoryName = categoriesOf(blocks).find((c) => c.slug === category)?.name ?? category
  const terms = blocks.find((b) => b.id === 'bonus-terms')?.cta
  usePageTitle(promotion?.title)
  if (!promotion) return null
  return (
    <article className={styles.page}>
      <div className={styles.detail}>
        <HrefLink href={localizeHref(`/promotions/${category}`, langmarket)} className={link}>
          <Trans>Back to {categoryName}</Trans>
        </HrefLink>
        <h1 className={styles.title}>{promotion.title}</h1>
        <ul className={styles.chips} aria-label={t`Tags`}>
          {(promotion.tags ?? []).map((tag) => (
            <li key={tag}>
              <HrefLink href={localizeHref(`/promotions/${category}/tag/${tag}`, langmarket)} className={styles.chip}>
                {tagName(blocks, tag)}
              </HrefLink>
            </li>
          ))}
        </ul>
        <p className={styles.body}>{promotion.body}</p>
        <div className={styles.actions}>
          {promotion.cta && <ContentLink cta={promotion.cta} className={button.primary} />}
          {terms && <ContentLink cta={terms} />}
        </div>
      </div>
    </article>
  )
}
