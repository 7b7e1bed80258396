import { useEffect, useMemo, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useRouteContext } from '@tanstack/react-router'
import type { SportsbookInput } from '../../../machines/sportsbook/sportsbook.machine'
import { profileQueryOptions } from '../../api/player.queries'
import type { ContextCaller } from '../../api/sportsbook.actors'
import { useRootActors } from '../../app/RootActorsContext'
import { FormError } from '../../design/FormError'
import { RetryAlert } from '../../design/RetryAlert'
import { HrefLink } from '../../design/HrefLink'
import { button, notice } from '../../design/primitives.css'
import { sportsbookFlow } from '../../flows/sportsbook'
import { useFlow } from '../../flows/useFlow'
import { PageLoader } from '../../layout/PageLoader'
import { parseLangMarket } from '../../locale/langmarket'
import { useChannel } from '../lobby/lobbyInput'
import { useIsAuthorized } from '../session/useSession'
import { useWallet } from '../wallet/WalletContext'
import { deepLinkOf, type SportsbookParams } from './deepLink'
import * as styles from './sportsbook.css'

const DEFAULT_COUNTRY = 'FI'

/** The sportsbook page (spec 000 §2): its frame opens per signed-in state and deep link. */
export function SportsbookPage({ params }: { params: SportsbookParams }) {
  const authorized = useIsAuthorized()
  const profile = useQuery({ ...profileQueryOptions(), enabled: authorized })
  const channel = useChannel()
  const deepLinking = deepLinkOf(params)
  if (authorized && !profile.data) return profile.isError ? <SportsbookFailed /> : <PageLoader />
  return (
    <Sportsbook
      key={`${authorized}-${JSON.stringify(deepLinking)}`}
      input={{ signedIn: authorized, deepLinking, mobile: channel === 'mobile' }}
      player={authorized ? profile.data! : null}
    />
  )
}

function SportsbookFailed() {
  const { t } = useLingui()
  return <FormError message={t`The sportsbook could not be loaded. Please try again.`} />
}

/** What the context needs of the signed-in player's profile. */
type Profile = { currencyCode: string; market?: string }

function Sportsbook({ input, player }: { input: SportsbookInput; player: Profile | null }) {
  const { t } = useLingui()
  const locale = useRouteContext({ from: '/$langmarket', select: (c) => c.locale })
  const pathname = useLocation({ select: (l) => l.pathname })
  const { countryCheck } = useRootActors()
  const detected = useSelector(countryCheck, (s) => s.context.countryCode)
  const ip = useSelector(countryCheck, (s) => s.context.ipAddress)
  const channel = useChannel()
  const language = parseLangMarket(locale.langmarket)?.language.slice(0, 2) ?? 'en'
  // Read when the context is loaded: the player's own settings, or the market's for a visitor.
  const caller = useRef<() => ContextCaller>(null!)
  caller.current = () => ({
    settings: {
      segmentId: 'default',
      languageCode: language,
      currencyCode: player?.currencyCode ?? locale.market.currency,
      jurisdiction: player?.market ?? locale.market.id,
    },
    visitor: {
      userAgent: navigator.userAgent.slice(0, 1024),
      channel,
      countryCode: detected ?? locale.market.originCountryCode ?? DEFAULT_COUNTRY,
      deviceType: channel === 'mobile' ? 'mobile' : window.innerWidth < 1024 ? 'tablet' : 'desktop',
      IP: ip ?? '0.0.0.0',
    },
  })
  const login = `${pathname}?${new URLSearchParams({ login: '1', redirect: pathname })}`
  const flow = useMemo(() => (services: Parameters<ReturnType<typeof sportsbookFlow>>[0]) =>
    sportsbookFlow(() => caller.current(), () => services.openPage({ href: login, replace: false }))(services), [login])
  const sportsbook = useFlow(flow, input)
  const loading = useSelector(sportsbook, (s) => s.hasTag('loading'))
  const failed = useSelector(sportsbook, (s) => s.matches('error'))
  const context = useSelector(sportsbook, (s) => s.context.contextData)
  const canBet = useSelector(sportsbook, (s) => s.hasTag('canBet'))

  // The wallet's balance (moved by the realtime WALLET_BALANCE push) goes to the sportsbook.
  const wallet = useWallet()
  const balances = useSelector(wallet ?? undefined, (s) => s?.context.balances ?? null)
  useEffect(() => {
    if (balances) sportsbook.send({ type: 'wallet.balanceUpdated', balance: { balanceMinor: balances.mainMinor, currency: balances.currency } })
  }, [sportsbook, balances, canBet])

  if (loading) return <PageLoader />
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>
          <Trans>Sportsbook</Trans>
        </h1>
        {context && !canBet && (
          <p role="status" className={`${notice} ${styles.notice}`}>
            <Trans>You are browsing as a visitor: log in to place bets.</Trans>
            <HrefLink href={login} className={button.primary}>
              <Trans>Log in to bet</Trans>
            </HrefLink>
          </p>
        )}
      </div>
      {failed && (
        <RetryAlert onRetry={() => sportsbook.send({ type: 'sportsbook.retry' })}>{t`The sportsbook could not be loaded. Please try again.`}</RetryAlert>
      )}
      {context && (
        <div className={styles.stage}>
          <iframe data-sportsbook-frame data-customer-state={context.customerState} className={styles.frame} src={context.iframeUrl} title={t`Sportsbook`} />
        </div>
      )}
    </div>
  )
}
