import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { contentQueryOptions } from '../api/system.queries'
import { localizeHref } from '../locale/langmarket'
import { link } from '../design/primitives.css'
import { HrefLink } from '../design/HrefLink'
import { CookieSettingsLink } from '../features/cookieConsent/CookieConsent'
import { linkButton } from '../features/cookieConsent/cookieConsent.css'
import * as styles from './footer.css'

/**
 * Footer links (responsible gambling, terms, privacy, ...) and licence texts come from the content
 * service; the 18+ notice is always shown, even when that content cannot be loaded.
 */
export function Footer() {
  const { t } = useLingui()
  const langmarket = useRouteContext({ from: '/$langmarket', select: (context) => context.locale.langmarket })
  const { data } = useQuery(contentQueryOptions('footer', langmarket))
  const blocks = data?.blocks ?? []
  const links = blocks.flatMap((block) =>
    block.kind === 'link' && block.cta ? [{ id: block.id, label: block.title ?? block.cta.text, url: localizeHref(block.cta.url, langmarket) }] : [],
  )
  const texts = blocks.filter((block) => block.kind === 'text' && block.body)

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {links.length > 0 && (
          <nav aria-label={t`Footer`}>
            <ul className={styles.links}>
              {links.map((block) => (
                <li key={block.id}>
                  <HrefLink href={block.url} className={link}>
                    {block.label}
                  </HrefLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.paragraph}>
          <CookieSettingsLink className={linkButton} />
        </p>
        <p className={styles.ageNotice}>
          <span className={styles.ageBadge} aria-hidden="true">
            <Trans>18+</Trans>
          </span>
          <span>
            <Trans>Gambling is for adults aged 18 and over. Play responsibly: set limits and take breaks.</Trans>
          </span>
        </p>
        {texts.map((block) => (
          <p key={block.id} className={styles.paragraph}>
            {block.body}
          </p>
        ))}
      </div>
    </footer>
  )
}
