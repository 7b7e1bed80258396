import { useEffect, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { gameMenuSections, type GameMenuSection } from '../../../machines/gameMenu/gameMenu.machine'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Dialog'
import { HrefLink } from '../../design/HrefLink'
import { button } from '../../design/primitives.css'
import { useFlow } from '../../flows/useFlow'
import { gameMenuFlowFor, type HeldGame } from '../../flows/gameMenu'
import { LocaleSwitch } from '../../layout/LocaleSwitch'
import { formatMoney } from '../../money/formatMoney'
import { RealityCheckSettings } from '../activity/RealityCheckSettings'
import { BonusCodeForm } from '../rewards/BonusCodePage'
import { RewardsPanel } from '../rewards/RewardsPanel'
import { useWallet } from '../wallet/WalletContext'
import * as styles from './game.css'

const sectionTitle: Readonly<Record<GameMenuSection, MessageDescriptor>> = {
  MY_ACCOUNT: msg`My account`,
  REWARD: msg`Rewards`,
  BANKING: msg`Banking`,
  BONUS_CODE: msg`Bonus code`,
  RESPONSIBLE_GAMBLING: msg`Responsible gambling`,
  SETTINGS: msg`Settings`,
}

/**
 * The in-game menu (spec 000 §2, in-game modal): a button beside the game, and over it a modal with
 * the player's account, rewards, banking, bonus code, responsible gambling and settings. The game
 * pauses while it is open.
 */
export function GameMenu({ game, langmarket, language }: { game: HeldGame; langmarket: string; language: string }) {
  const { t, i18n } = useLingui()
  const [flow] = useState(() => gameMenuFlowFor(game))
  const menu = useFlow(flow)
  const open = useSelector(menu, (s) => s.hasTag('open'))
  const section = useSelector(menu, (s) => gameMenuSections.find((name) => s.matches({ open: name })) ?? null)
  const wallet = useWallet()
  const balances = useSelector(wallet ?? undefined, (s) => s?.context.balances ?? null)
  const refreshWallet = () => wallet?.send({ type: 'wallet.refresh' })
  const money = (minor: number) => formatMoney(minor, balances!.currency, language)
  // Moving between pages replaces the button that had focus: focus goes to the dialog, which
  // announces its new title and keeps Escape working.
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    body.current?.closest<HTMLElement>('[role=dialog]')?.focus()
  }, [section])
  const back = (
    <Button variant="secondary" onPress={() => menu.send({ type: 'menu.back' })}>
      <Trans>Back to the menu</Trans>
    </Button>
  )

  return (
    <>
      <Button variant="secondary" onPress={() => menu.send({ type: 'menu.open' })}>
        <Trans>Menu</Trans>
      </Button>
      <Modal title={section ? i18n._(sectionTitle[section]) : t`Game menu`} isOpen={open} onOpenChange={(isOpen) => isOpen || menu.send({ type: 'menu.close' })}>
        <div ref={body} className={styles.menuBody}>
          <p className={styles.menuNote}>
            <Trans>The game is paused while this menu is open.</Trans>
          </p>
          {section === null && (
            <ul className={styles.menuList} aria-label={t`Game menu`}>
              {gameMenuSections.map((name) => (
                <li key={name}>
                  <Button variant="secondary" onPress={() => menu.send({ type: 'menu.show', section: name })}>
                    {i18n._(sectionTitle[name])}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {section === 'MY_ACCOUNT' && (
            <>
              {balances ? (
                <dl className={styles.menuFigures} data-testid="menu-balances">
                  <dt>
                    <Trans>Cash</Trans>
                  </dt>
                  <dd>{money(balances.mainMinor)}</dd>
                  <dt>
                    <Trans>Locked in withdrawals</Trans>
                  </dt>
                  <dd>{money(balances.lockedMinor)}</dd>
                  <dt>
                    <Trans>Bonus</Trans>
                  </dt>
                  <dd>{money(balances.sportsBonusMinor + balances.casinoBonusMinor + balances.liveCasinoBonusMinor)}</dd>
                  <dt>
                    <Trans>Total</Trans>
                  </dt>
                  <dd>{money(balances.totalMinor)}</dd>
                </dl>
              ) : (
                <p className={styles.menuNote}>
                  <Trans>Your balances are being read.</Trans>
                </p>
              )}
              <HrefLink href={`/${langmarket}/my-account/transactions`} className={button.secondary}>
                <Trans>Transaction history</Trans>
              </HrefLink>
              <HrefLink href={`/${langmarket}/my-account/account`} className={button.secondary}>
                <Trans>Account details</Trans>
              </HrefLink>
              {back}
            </>
          )}
          {section === 'BANKING' && (
            <>
              <p className={styles.menuNote}>
                <Trans>The cashier opens in place of the game; your game rounds are saved.</Trans>
              </p>
              <div className={styles.menuActions}>
                <HrefLink href={`/${langmarket}/my-account/banking/deposit`} className={button.primary}>
                  <Trans>Deposit</Trans>
                </HrefLink>
                <HrefLink href={`/${langmarket}/my-account/banking/withdraw`} className={button.secondary}>
                  <Trans>Withdraw</Trans>
                </HrefLink>
              </div>
              {back}
            </>
          )}
          {section === 'REWARD' && (
            <>
              <RewardsPanel langmarket={langmarket} language={language} refreshWallet={refreshWallet} level={3} />
              {back}
            </>
          )}
          {section === 'BONUS_CODE' && (
            <>
              <BonusCodeForm langmarket={langmarket} language={language} refreshWallet={refreshWallet} />
              {back}
            </>
          )}
          {section === 'RESPONSIBLE_GAMBLING' && (
            <>
              <RealityCheckSettings />
              <HrefLink href={`/${langmarket}/my-account/gambling-limits`} className={button.secondary}>
                <Trans>Gambling limits</Trans>
              </HrefLink>
              <HrefLink href={`/${langmarket}/my-account/responsible-gambling`} className={button.secondary}>
                <Trans>Take a break or self-exclude</Trans>
              </HrefLink>
              {back}
            </>
          )}
          {section === 'SETTINGS' && (
            <>
              <p className={styles.menuNote}>
                <Trans>Language of the site and the game:</Trans>
              </p>
              <LocaleSwitch />
              {back}
            </>
          )}
        </div>
      </Modal>
    </>
  )
}
