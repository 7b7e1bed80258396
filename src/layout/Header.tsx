import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from '@tanstack/react-router'
import { Link } from '../design/Link'
import { HrefLink } from '../design/HrefLink'
import { button } from '../design/primitives.css'
import { LocaleSwitch } from './LocaleSwitch'
import { LogoMark } from './LogoMark'
import { BRAND_NAME } from '../app/brand'
import { signUpModalHref } from '../features/registration/SignUpModal'
import { loginModalHref } from '../features/login/loginSearch'
import { LogoutButton } from '../features/session/LogoutButton'
import { HeaderBalance } from '../features/wallet/HeaderBalance'
import { useIsAuthorized } from '../features/session/useSession'
import { providerTitles } from '../features/lobby/providerTitles'
import { useGameTitle } from './siteHeader'
import * as styles from './layout.css'

export function Header() {
  const { t } = useLingui()
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  const pathname = useLocation({ select: (location) => location.pathname })
  const href = useLocation({ select: (location) => location.href })
  const authorized = useIsAuthorized()
  const game = useGameTitle()
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link to="/$langmarket" params={{ langmarket }} appearance="plain" className={styles.logo} aria-label={t`Croupier home`}>
          <LogoMark className={styles.logoMark} />
          <span className={styles.logoText} aria-hidden="true">
            {BRAND_NAME}
          </span>
        </Link>
        {game && (
          <p className={styles.gameTitle} data-testid="header-game-title">
            <span className={styles.gameName}>{game.title}</span>
            <span className={styles.gameProvider}>{providerTitles[game.provider]}</span>
          </p>
        )}
        <nav aria-label={t`Account`} className={styles.headerActions}>
          <LocaleSwitch />
          {authorized ? (
            <>
              <HeaderBalance />
              <HrefLink href={`/${langmarket}/my-account/rewards`} className={`${button.quiet} ${styles.desktopOnly}`}>
                <Trans>Rewards</Trans>
              </HrefLink>
              <HrefLink href={`/${langmarket}/my-account`} className={`${button.quiet} ${styles.wideOnly}`}>
                <Trans>My account</Trans>
              </HrefLink>
              <LogoutButton />
            </>
          ) : (
            <>
              <HrefLink href={loginModalHref(href)} className={button.secondary}>
                <Trans>Log in</Trans>
              </HrefLink>
              <HrefLink href={signUpModalHref(pathname)} className={button.primary}>
                <Trans>Sign up</Trans>
              </HrefLink>
            </>
          )}
        </nav>
      </div>
    </header>
  )
}
