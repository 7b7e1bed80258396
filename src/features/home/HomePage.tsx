import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams, useRouteContext } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { contentQueryOptions } from '../../api/system.queries'
import { localizeHref } from '../../locale/langmarket'
import { button } from '../../design/primitives.css'
import { HrefLink } from '../../design/HrefLink'
import type { components } from '../../../openapi/dist/schema'
import { LobbyView } from '../lobby/LobbyView'
import * as styles from './home.css'

type Block = components['schemas']['ContentBlock']

function Cta({ block, variant = 'primary' }: { block: Block; variant?: keyof typeof button }) {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  if (!block.cta) return null
  return (
    <HrefLink href={localizeHref(block.cta.url, langmarket)} className={button[variant]}>
      {block.cta.text}
    </HrefLink>
  )
}

/** The lead banner's words over the lobby's hero art: the site's title, the offer and its call to action. */
function HeroText({ block }: { block: Block | undefined }) {
  return (
    <>
      <h1 className={styles.bannerTitle}>
        <Trans>Casino, live casino and sports betting</Trans>
      </h1>
      {block && <p className={styles.heroOffer}>{block.title}</p>}
      {block?.body && <p className={styles.lead}>{block.body}</p>}
      {block && <Cta block={block} />}
    </>
  )
}

function Card({ block }: { block: Block }) {
  return (
    <article className={styles.card} aria-labelledby={`${block.id}-title`}>
      <h3 id={`${block.id}-title`} className={styles.cardTitle}>
        {block.title}
      </h3>
      {block.body && <p className={styles.body}>{block.body}</p>}
      <div>
        <Cta block={block} variant="secondary" />
      </div>
    </article>
  )
}

/** Text blocks carry the responsible-gambling message, so they stand out rather than blend in. */
function Notice({ block }: { block: Block }) {
  return (
    <section className={styles.notice} aria-labelledby={block.title ? `${block.id}-title` : undefined}>
      {block.title && (
        <h2 id={`${block.id}-title`} className={styles.sectionTitle}>
          {block.title}
        </h2>
      )}
      {block.body && <p className={styles.body}>{block.body}</p>}
      <Cta block={block} variant="secondary" />
    </section>
  )
}

/** The home page is the casino lobby under the lead banner's words; promotions and the responsible-gambling notice follow. */
export function HomePage() {
  const langmarket = useRouteContext({ from: '/$langmarket/', select: (context) => context.locale.langmarket })
  const { data } = useSuspenseQuery(contentQueryOptions('home-page', langmarket))
  const banner = data.blocks.find((block) => block.kind === 'banner')
  const cards = data.blocks.filter((block) => block.kind === 'promotion' || block.kind === 'gameRow' || block.kind === 'link')
  const notices = data.blocks.filter((block) => block.kind === 'text')

  return (
    <LobbyView type="CASINO" home hero={<HeroText block={banner} />}>
      {cards.length > 0 && (
        <section className={styles.section} aria-labelledby="home-promotions">
          <h2 id="home-promotions" className={styles.sectionTitle}>
            <Trans>Promotions</Trans>
          </h2>
          <ul className={styles.cards}>
            {cards.map((block) => (
              <li key={block.id}>
                <Card block={block} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {notices.map((block) => (
        <Notice key={block.id} block={block} />
      ))}
    </LobbyView>
  )
}
