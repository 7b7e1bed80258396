import { Outlet } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Header } from './Header'
import { Footer } from './Footer'
import { LayoutContext } from './LayoutContext'
import { SignUpModal } from '../features/registration/SignUpModal'
import { LoginModal } from '../features/login/LoginModal'
import { PreGameModal } from '../features/lobby/PreGameModal'
import { IdleModal } from '../features/session/IdleModal'
import { SessionEffects } from '../features/session/SessionEffects'
import { WalletProvider } from '../features/wallet/WalletContext'
import { ActivityTimerProvider } from '../features/activity/ActivityTimerContext'
import { RealityCheckModal } from '../features/activity/RealityCheckModal'
import { CookieBanner } from '../features/cookieConsent/CookieConsent'
import { ContentEvents } from '../features/content/ContentEvents'
import * as styles from './layout.css'

/** The page frame for every `{langmarket}` route: skip link, header, main landmark, footer. */
export function SiteLayout() {
  return (
    <LayoutContext.Provider value>
      <WalletProvider>
        <ActivityTimerProvider>
          <div className={styles.shell}>
            <a href="#main-content" className={styles.skipLink}>
              <Trans>Skip to content</Trans>
            </a>
            <CookieBanner />
            <Header />
            <main id="main-content" tabIndex={-1} className={styles.main}>
              <Outlet />
            </main>
            <Footer />
          </div>
          <SignUpModal />
          <LoginModal />
          <PreGameModal />
          <IdleModal />
          <RealityCheckModal />
          <SessionEffects />
          <ContentEvents />
        </ActivityTimerProvider>
      </WalletProvider>
    </LayoutContext.Provider>
  )
}
