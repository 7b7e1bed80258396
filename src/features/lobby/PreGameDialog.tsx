import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useRouteContext } from '@tanstack/react-router'
import { gameQueryOptions } from '../../api/gameLaunch.actors'
import { Modal } from '../../design/Dialog'
import { HrefLink } from '../../design/HrefLink'
import { button } from '../../design/primitives.css'
import { parseLangMarket } from '../../locale/langmarket'
import { formatMoney } from '../../money/formatMoney'
import { useIsAuthorized } from '../session/useSession'
import { gamePath } from './gamePath'
import { studioOf } from './providerTitles'
import * as styles from './lobby.css'

/**
 * The mobile pre-game dialog (spec 000 §2): the game, its studio and stakes, and how it will be
 * played — for real money when signed in, for fun otherwise, with a way to log in for real money.
 */
export function PreGameDialog({ slug, close }: { slug: string; close: () => void }) {
  const { t } = useLingui()
  const locale = useRouteContext({ from: '/$langmarket', select: (c) => c.locale })
  const signedIn = useIsAuthorized()
  const pathname = useLocation({ select: (l) => l.pathname })
  const game = useQuery(gameQueryOptions({ slug, market: locale.market.id }))
  const language = parseLangMarket(locale.langmarket)?.language ?? 'en'
  const data = game.data
  const path = data ? gamePath(locale.langmarket, data) : null
  const login = path ? `${pathname}?${new URLSearchParams({ login: '1', redirect: path })}` : null

  return (
    <Modal title={data?.name ?? t`Game`} isOpen onOpenChange={(isOpen) => isOpen || close()}>
      {game.isPending && (
        <p className={styles.status} role="status">
          <Trans>Loading the game…</Trans>
        </p>
      )}
      {game.isError && (
        <p className={styles.status} role="alert">
          <Trans>This game cannot be opened here. Please choose another.</Trans>
        </p>
      )}
      {data && path && (
        <div className={styles.preGame} data-testid="pre-game">
          <img className={styles.preGameArt} src={data.thumbnails['2x']} width={data.thumbnailSize.width} height={data.thumbnailSize.height} alt="" />
          <p className={styles.preGameStudio}>{studioOf(data)}</p>
          {data.betLimits && (
            <p className={styles.preGameText}>
              <Trans>
                Stakes from {formatMoney(data.betLimits.minMinor, data.betLimits.currency, language)} to{' '}
                {formatMoney(data.betLimits.maxMinor, data.betLimits.currency, language)}
              </Trans>
            </p>
          )}
          <p className={styles.preGameText}>
            <Trans>On a phone the game fills the screen. Back to the lobby brings you here again.</Trans>
          </p>
          <div className={styles.preGameActions}>
            <HrefLink href={path} className={button.primary}>
              {signedIn ? t`Play for real money` : t`Play for fun`}
            </HrefLink>
            {!signedIn && login && (
              <HrefLink href={login} className={button.secondary}>
                <Trans>Log in to play for real money</Trans>
              </HrefLink>
            )}
          </div>
        </div>
      )}
    </Modal>
  )
}
