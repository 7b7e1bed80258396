import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link } from '@tanstack/react-router'
import { isDepositBonus, isFreeSpins, type Reward } from '../../../machines/rewards/rewards.machine'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Dialog'
import { Tab, TabList, TabPanel, Tabs } from '../../design/Tabs'
import { actions, alert, button, card, mutedText, notice, smallText, stack, text } from '../../design/primitives.css'
import { HrefLink } from '../../design/HrefLink'
import { RetryAlert } from '../../design/RetryAlert'
import { rewardsFlow } from '../../flows/rewards'
import { useFlow } from '../../flows/useFlow'
import { bonusWager, freeSpinsOffer, freeSpinsWaiting, spinsLeft } from '../../i18n/countTexts'
import { errorMessage } from '../../i18n/errorMessages'
import { formatMoney } from '../../money/formatMoney'
import { ClaimConflictQuestion } from './ClaimConflictQuestion'
import * as styles from './rewards.css'

interface Props {
  langmarket: string
  language: string
  refreshWallet: () => void
  /** The heading level of the panel's own sections: 2 on the page, 3 inside the game menu. */
  level?: 2 | 3
}

/**
 * The player's rewards (spec 000: the rewards panel with tabs active and rewards, active first):
 * the bonuses being wagered with Forfeit, the offers with Claim, and the dialogs of the rewards
 * flow (forfeit, and its claim conflict child's forfeit-then-claim or forfeit-then-consent).
 * Rendered by the rewards page and the in-game menu.
 */
export function RewardsPanel(props: Props) {
  // The lists are read in the language on show (loadRewards): once another is shown, read afresh.
  const { i18n } = useLingui()
  return <RewardsLists key={i18n.locale} {...props} />
}

function RewardsLists({ langmarket, language, refreshWallet, level = 2 }: Props) {
  const { t, i18n } = useLingui()
  const actor = useFlow(rewardsFlow({ refreshWallet }))
  const conflictActor = useSelector(actor, (s) => s.children.claimConflict)
  // The conflict's forfeit runs in the child flow: the panel is busy while it does.
  const forfeitingInConflict = useSelector(conflictActor, (s) => s?.hasTag('loading') ?? false)
  const loading = useSelector(actor, (s) => s.hasTag('loading')) || forfeitingInConflict
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const eligible = useSelector(actor, (s) => s.context.eligible)
  const active = useSelector(actor, (s) => s.context.active)
  const claiming = useSelector(actor, (s) => s.context.claiming)
  const standing = useSelector(actor, (s) => s.context.standing)
  const conflict = useSelector(actor, (s) => s.context.conflict)
  const claimed = useSelector(actor, (s) => s.context.claimed)
  const queuedCampaignIds = useSelector(actor, (s) => s.context.queuedCampaignIds)
  const error = useSelector(actor, (s) => s.context.error)
  // Which dialog is open: the claim conflict (forfeit-then-claim or forfeit-then-consent) or a plain
  // forfeit; it stays open while its call runs.
  const dialog = useSelector(actor, (s): 'conflict' | 'forfeit' | null => {
    if (s.matches('resolvingConflict')) return 'conflict'
    if (s.matches('confirmForfeit') || s.matches('forfeiting')) return 'forfeit'
    return null
  })
  // When a dialog closes, the button that opened it may be gone (a claimed offer leaves the list):
  // focus would fall to the page's body, out of the in-game menu (Escape no longer closes it), so it
  // goes to the panel instead, whose notice then reads the outcome.
  const panel = useRef<HTMLDivElement>(null)
  const dialogWas = useRef(dialog)
  useEffect(() => {
    const closed = dialogWas.current !== null && dialog === null
    dialogWas.current = dialog
    if (!closed) return
    const frame = requestAnimationFrame(() => {
      if (!panel.current?.contains(document.activeElement)) panel.current?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [dialog])
  const Heading = level === 2 ? 'h2' : 'h3'
  const money = (minor: number | null | undefined, currency: string) => formatMoney(minor ?? 0, currency, language)
  const close = () => (dialog === 'conflict' && conflictActor ? conflictActor.send({ type: 'dialog.cancel' }) : actor.send({ type: 'dialog.cancel' }))

  if (failed) {
    return <RetryAlert onRetry={() => actor.send({ type: 'rewards.retry' })}>{i18n._(errorMessage('rewards', error?.code))}</RetryAlert>
  }
  return (
    <div ref={panel} tabIndex={-1} className={`${stack.md} ${styles.panel}`} aria-busy={loading}>
      {claimed && (
        <p role="status" className={notice}>
          {isFreeSpins(claimed)
            ? i18n._(freeSpinsWaiting(claimed.title, claimed.freeSpinDetail?.spinsLeft ?? 0))
            : t`${claimed.title} is active: ${money(claimed.bonusAmountMinor, claimed.currency)} is in your bonus balance.`}
        </p>
      )}
      {error && (
        <p role="alert" className={alert}>
          {i18n._(errorMessage('rewards', error.code))}
        </p>
      )}
      <Tabs defaultSelectedKey="active">
        <TabList aria-label={t`Rewards`}>
          <Tab id="active">{t`Active (${active.length})`}</Tab>
          <Tab id="rewards">{t`Rewards (${eligible.length})`}</Tab>
        </TabList>
        <TabPanel id="active">
          <Heading className={smallText}>
            <Trans>Your active bonuses and free spins</Trans>
          </Heading>
          {active.length === 0 && !loading && <p className={mutedText}>{t`You have no active bonus.`}</p>}
          <ul className={styles.list}>
            {active.map((reward) => (
              <li key={reward.assignmentId} className={card}>
                <RewardSummary reward={reward} money={money} language={language} />
                {reward.freeSpinDetail ? (
                  <FreeSpinsState reward={reward} queued={queuedCampaignIds.includes(reward.campaignId)} />
                ) : (
                  <>
                    <p className={text}>
                      {t`Wagered ${reward.wageringProgress ?? 0}% of ${money(reward.wageringAmountMinor, reward.currency)}`}
                    </p>
                    <progress className={styles.progress} max={100} value={reward.wageringProgress ?? 0} aria-label={t`Wagering progress of ${reward.title}`} />
                  </>
                )}
                <div className={actions}>
                  {reward.freeSpinDetail?.granted &&
                    reward.freeSpinDetail.games.map((game) => (
                      <Link
                        key={game.gameId}
                        to="/$langmarket/online-casino/play/$provider/$slug"
                        params={{ langmarket, provider: game.providerId, slug: game.slug }}
                        state={{ freeSpins: true }}
                        className={button.primary}
                        aria-label={t`Play your free spins on ${game.name}`}
                      >
                        {t`Play`}
                      </Link>
                    ))}
                  {reward.freeSpinDetail?.granted === false && (
                    <Button
                      isDisabled={loading}
                      onPress={() =>
                        actor.send({ type: reward.queuedPlayerBonusId ? 'reward.freeSpins.claimQueued' : 'reward.freeSpins.handOver', assignmentId: reward.assignmentId! })
                      }
                    >
                      {reward.queuedPlayerBonusId ? t`Claim queued spins` : t`Get the spins`}
                    </Button>
                  )}
                  <Button variant="secondary" isDisabled={loading} onPress={() => actor.send({ type: 'reward.forfeit', assignmentId: reward.assignmentId! })}>
                    {t`Forfeit`}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </TabPanel>
        <TabPanel id="rewards">
          <Heading className={smallText}>
            <Trans>Offers you can claim</Trans>
          </Heading>
          {eligible.length === 0 && !loading && <p className={mutedText}>{t`There are no offers for you right now.`}</p>}
          <ul className={styles.list}>
            {eligible.map((reward) => (
              <li key={reward.assignmentId} className={card}>
                <RewardSummary reward={reward} money={money} language={language} />
                <div className={actions}>
                  {isDepositBonus(reward) ? (
                    <HrefLink href={`/${langmarket}/my-account/banking/deposit`} className={button.secondary}>
                      {t`Choose it when you deposit`}
                    </HrefLink>
                  ) : (
                    <Button isDisabled={loading} aria-label={t`Claim ${reward.title}`} onPress={() => actor.send({ type: 'reward.claim', assignmentId: reward.assignmentId! })}>
                      {t`Claim`}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </TabPanel>
      </Tabs>
      <Modal
        isOpen={dialog !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog === 'forfeit' ? t`Forfeit this bonus?` : t`Forfeit your active bonus?`}
      >
        {dialog === 'conflict' && conflict && <ClaimConflictQuestion conflict={conflict} claim={claiming} actor={conflictActor} busy={loading} money={money} />}
        {dialog === 'forfeit' && standing && (
          <div className={stack.md}>
            <p className={text}>
              {t`${standing.title}: what is left of its ${money(standing.bonusAmountMinor, standing.currency)} goes, and its wagering progress (${standing.wageringProgress ?? 0}%) is lost.`}
            </p>
            <div className={actions}>
              <Button variant="primary" isDisabled={loading} onPress={() => actor.send({ type: 'dialog.confirm' })}>
                {t`Forfeit`}
              </Button>
              <Button variant="secondary" isDisabled={loading} onPress={close}>
                {t`Keep my bonus`}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  )
}

/** Free spins' own line: how many are left, and whether they wait in the game or in the queue. */
function FreeSpinsState({ reward, queued }: { reward: Reward; queued: boolean }) {
  const { t, i18n } = useLingui()
  const detail = reward.freeSpinDetail!
  const where = detail.granted
    ? t`They are waiting in the game.`
    : reward.queuedPlayerBonusId || queued
      ? t`Queued: claim them once your earlier spins on this game are played.`
      : t`Not in the game yet: get them to play.`
  return (
    <p className={text}>
      {i18n._(spinsLeft(detail.spinsLeft, detail.spins))} {where}
    </p>
  )
}

function RewardSummary({ reward, money, language }: { reward: Reward; money: (minor: number | null | undefined, currency: string) => string; language: string }) {
  const { t, i18n } = useLingui()
  const spins = reward.freeSpinDetail
  const games = spins ? new Intl.ListFormat(language, { type: 'conjunction' }).format(spins.games.map((g) => g.name)) : ''
  return (
    <>
      <p className={text}>
        <strong>{reward.title}</strong>
      </p>
      {reward.description && <p className={mutedText}>{reward.description}</p>}
      <p className={smallText}>
        {spins
          ? i18n._(freeSpinsOffer(spins.spins, games, money(spins.spinValueMinor, spins.currency)))
          : i18n._(bonusWager(money(reward.bonusAmountMinor, reward.currency), reward.wrMultiplier ?? 0))}
        {reward.expiresAt ? ` · ${t`until ${new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(reward.expiresAt))}`}` : ''}
      </p>
    </>
  )
}
