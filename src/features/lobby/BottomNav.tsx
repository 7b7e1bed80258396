import { useLingui } from '@lingui/react/macro'
import { HrefLink } from '../../design/HrefLink'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { GameType, lobbyMachine } from '../../../machines/lobby/lobby.machine'
import { lobbyBase } from './gamePath'
import { useIsAuthorized } from '../session/useSession'
import { useHydrated } from '../../app/hydration'
import { NavIcon } from './NavIcon'
import * as styles from './lobby.css'

/**
 * The mobile bottom navigation (spec 000 §2): its first tab opens the filter panel, the others
 * lead to the home page, the two lobbies and the sportsbook, and a signed-in player's last one to My account, the
 * way to every account page (the header's account links are hidden on phones). Hidden from the
 * tablet width up.
 */
export function BottomNav({ lobby, langmarket, current }: { lobby: ActorRefFrom<typeof lobbyMachine>; langmarket: string; current: GameType | 'home' }) {
  const { t } = useLingui()
  const open = useSelector(lobby, (s) => s.matches({ ready: { filters: 'open' } }))
  const ready = useSelector(lobby, (s) => s.can({ type: 'filters.open' }) || s.can({ type: 'filters.close' }))
  // The panel needs the app's code: not on the platform's first paint (app/hydration.ts).
  const hydrated = useHydrated()
  const checked = useSelector(lobby, (s) => s.context.checkedProviders.length)
  const authorized = useIsAuthorized()
  const page = (target: GameType | 'home') => (target === current ? ('page' as const) : undefined)
  return (
    <nav className={styles.bottomNav} aria-label={t`Lobby`}>
      <button
        type="button"
        className={styles.bottomNavItem}
        aria-expanded={open}
        disabled={!ready || !hydrated}
        onClick={() => lobby.send({ type: 'filters.open' })}
      >
        <NavIcon name="filters" className={styles.navIcon} />
        {checked > 0 ? t`Filters (${checked})` : t`Filters`}
      </button>
      <HrefLink href={`/${langmarket}`} className={styles.bottomNavItem} aria-current={page('home')}>
        <NavIcon name="home" className={styles.navIcon} />
        {t`Home`}
      </HrefLink>
      <HrefLink href={`/${langmarket}/${lobbyBase.CASINO}`} className={styles.bottomNavItem} aria-current={page('CASINO')}>
        <NavIcon name="casino" className={styles.navIcon} />
        {t`Casino`}
      </HrefLink>
      <HrefLink href={`/${langmarket}/${lobbyBase.LIVE_CASINO}`} className={styles.bottomNavItem} aria-current={page('LIVE_CASINO')}>
        <NavIcon name="liveCasino" className={styles.navIcon} />
        {t`Live casino`}
      </HrefLink>
      <HrefLink href={`/${langmarket}/sportsbook`} className={styles.bottomNavItem}>
        <NavIcon name="sports" className={styles.navIcon} />
        {t`Sports`}
      </HrefLink>
      {authorized && (
        <HrefLink href={`/${langmarket}/my-account`} className={styles.bottomNavItem}>
          <NavIcon name="account" className={styles.navIcon} />
          {t`My account`}
        </HrefLink>
      )}
    </nav>
  )
}
