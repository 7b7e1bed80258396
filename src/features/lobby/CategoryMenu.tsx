import { useLingui } from '@lingui/react/macro'
import { HrefLink } from '../../design/HrefLink'
import type { GameType, Lobby } from '../../../machines/lobby/lobby.machine'
import { lobbyBase } from './gamePath'
import * as styles from './lobby.css'

/** The lobby's categories that are visible in the menu, each a page of its own. */
export function CategoryMenu({ langmarket, type, categories, current }: { langmarket: string; type: GameType; categories: Lobby['categories']; current?: string }) {
  const { t } = useLingui()
  const base = `/${langmarket}/${lobbyBase[type]}`
  return (
    <nav aria-label={t`Game categories`}>
      <ul className={styles.menu}>
        <li>
          <HrefLink href={base} className={styles.menuLink} aria-current={current === undefined ? 'page' : undefined}>
            {t`Lobby`}
          </HrefLink>
        </li>
        {categories
          .filter((c) => c.visibleInMenu)
          .map((c) => (
            <li key={c.id}>
              <HrefLink href={`${base}/${c.id}`} className={styles.menuLink} aria-current={current === c.id ? 'page' : undefined}>
                {/* As an image, never as markup: the platform's SVG cannot run anything from an <img>. */}
                {c.iconSvg && <img className={styles.categoryIcon} src={`data:image/svg+xml,${encodeURIComponent(c.iconSvg.replace('currentColor', '#f5c542'))}`} alt="" width={20} height={20} />}
                {c.label}
              </HrefLink>
            </li>
          ))}
      </ul>
    </nav>
  )
}
