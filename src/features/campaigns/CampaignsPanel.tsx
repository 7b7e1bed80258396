import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { campaignActions, type Campaign, type CampaignNotice } from '../../../machines/campaigns/campaigns.machine'
import { isDepositBonus } from '../../../machines/rewards/rewards.machine'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Dialog'
import { HrefLink } from '../../design/HrefLink'
import { RetryAlert } from '../../design/RetryAlert'
import { actions, alert, button, card, mutedText, notice, smallText, stack, text } from '../../design/primitives.css'
import { campaignsFlow } from '../../flows/campaigns'
import { useFlow } from '../../flows/useFlow'
import { bonusWagerWithin, wagerWithin } from '../../i18n/countTexts'
import { errorMessage } from '../../i18n/errorMessages'
import { formatMoney } from '../../money/formatMoney'
import { ClaimConflictQuestion } from '../rewards/ClaimConflictQuestion'
import * as styles from './campaigns.css'

interface Props {
  langmarket: string
  language: string
  signedIn: boolean
  refreshWallet: () => void
}

/**
 * Bonus campaigns (001 §7): a visitor reads the public ones with a way to log in; a player reads
 * theirs with their standing, opts in or out, dismisses, and claims after agreeing to the terms
 * (or declines them). Everything shown is the campaigns flow's state.
 */
export function CampaignsPanel({ langmarket, language, signedIn, refreshWallet }: Props) {
  const { t, i18n } = useLingui()
  const actor = useFlow(campaignsFlow({ refreshWallet }), { signedIn })
  const conflictActor = useSelector(actor, (s) => s.children.claimConflict)
  // The conflict's forfeit runs in the child flow: the panel is busy while it does.
  const forfeitingInConflict = useSelector(conflictActor, (s) => s?.hasTag('loading') ?? false)
  const loading = useSelector(actor, (s) => s.hasTag('loading')) || forfeitingInConflict
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const campaigns = useSelector(actor, (s) => s.context.campaigns)
  const chosen = useSelector(actor, (s) => s.context.chosen)
  const conflict = useSelector(actor, (s) => s.context.conflict)
  const note = useSelector(actor, (s) => s.context.notice)
  const error = useSelector(actor, (s) => s.context.error)
  // The terms, or the claim conflict (forfeit-then-claim or forfeit-then-consent), which stays open
  // while the campaign is claimed after the forfeit.
  const dialog = useSelector(actor, (s): 'consent' | 'conflict' | null => {
    if (s.matches('consent') || s.matches('agreeing') || s.matches('declining')) return 'consent'
    if (s.matches('resolvingConflict') || s.matches('claiming')) return 'conflict'
    return null
  })
  // When a dialog closes its button may have left the list: focus goes to the panel, whose notice reads the outcome.
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
  const money = (minor: number | null | undefined, currency: string) => formatMoney(minor ?? 0, currency, language)
  const close = () => (dialog === 'conflict' && conflictActor ? conflictActor.send({ type: 'dialog.cancel' }) : actor.send({ type: 'dialog.cancel' }))

  if (failed) {
    return <RetryAlert onRetry={() => actor.send({ type: 'campaigns.retry' })}>{i18n._(errorMessage('campaigns', error?.code))}</RetryAlert>
  }
  return (
    <div ref={panel} tabIndex={-1} className={`${stack.md} ${styles.panel}`} aria-busy={loading}>
      {note && (
        <p role="status" className={notice}>
          <NoticeText notice={note} money={money} />
        </p>
      )}
      {error && (
        <p role="alert" className={alert}>
          {i18n._(errorMessage('campaigns', error.code))}
        </p>
      )}
      {!signedIn && (
        <p className={text}>
          <HrefLink href={`/${langmarket}/login`} className={`${button.primary} ${styles.wrappingLink}`}>
            {t`Log in to take part`}
          </HrefLink>
        </p>
      )}
      {campaigns.length === 0 && !loading && <p className={mutedText}>{t`There are no campaigns right now.`}</p>}
      <ul className={styles.list} aria-label={t`Campaigns`}>
        {campaigns.map((campaign) => (
          <li key={campaign.campaignId} className={card} aria-labelledby={`campaign-${campaign.campaignId}`}>
            <h2 id={`campaign-${campaign.campaignId}`} className={styles.title}>
              {campaign.title}
            </h2>
            <p className={mutedText}>{campaign.description}</p>
            <p className={smallText}>
              <Terms campaign={campaign} money={money} />
            </p>
            {campaign.participation && <Standing campaign={campaign} />}
            {signedIn && (
              <div className={actions}>
                {campaign.hasBonusCode && campaign.participation?.state === 'AVAILABLE' && (
                  <HrefLink href={`/${langmarket}/my-account/bonus-code`} className={`${button.secondary} ${styles.wrappingLink}`}>
                    {t`Enter your bonus code`}
                  </HrefLink>
                )}
                {isDepositBonus(campaign) && campaign.participation?.state === 'AVAILABLE' && (
                  <HrefLink href={`/${langmarket}/my-account/banking/deposit`} className={`${button.secondary} ${styles.wrappingLink}`}>
                    {t`Choose it when you deposit`}
                  </HrefLink>
                )}
                {campaign.participation?.state === 'ACTIVE' && (
                  <HrefLink href={`/${langmarket}/my-account/rewards`} className={`${button.secondary} ${styles.wrappingLink}`}>
                    {t`See your rewards`}
                  </HrefLink>
                )}
                {campaignActions.claim(campaign) && (
                  <Button isDisabled={loading} aria-label={t`Claim ${campaign.title}`} onPress={() => actor.send({ type: 'campaign.claim', campaignId: campaign.campaignId })}>
                    {t`Claim`}
                  </Button>
                )}
                {campaignActions.optIn(campaign) && (
                  <Button isDisabled={loading} aria-label={t`Opt in to ${campaign.title}`} onPress={() => actor.send({ type: 'campaign.optIn', campaignId: campaign.campaignId })}>
                    {t`Opt in`}
                  </Button>
                )}
                {campaignActions.optOut(campaign) && (
                  <Button
                    variant="secondary"
                    isDisabled={loading}
                    aria-label={t`Opt out of ${campaign.title}`}
                    onPress={() => actor.send({ type: 'campaign.optOut', campaignId: campaign.campaignId })}
                  >
                    {t`Opt out`}
                  </Button>
                )}
                {campaignActions.dismiss(campaign) && (
                  <Button
                    variant="secondary"
                    isDisabled={loading}
                    aria-label={t`Dismiss ${campaign.title}`}
                    onPress={() => actor.send({ type: 'campaign.dismiss', campaignId: campaign.campaignId })}
                  >
                    {t`Dismiss`}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      <Modal
        isOpen={dialog !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog === 'consent' ? t`Claim ${chosen?.title ?? ''}?` : t`Forfeit your active bonus?`}
      >
        {dialog === 'consent' && chosen && (
          <div className={stack.md}>
            <p className={text}>
              <Terms campaign={chosen} money={money} />
            </p>
            <p className={text}>{t`Slots count in full towards the wagering, table games a tenth, jackpot games not at all. Do you agree to these terms?`}</p>
            <div className={actions}>
              <Button variant="primary" isDisabled={loading} onPress={() => actor.send({ type: 'consent.agree' })}>
                {t`Agree and claim`}
              </Button>
              <Button variant="secondary" isDisabled={loading} onPress={() => actor.send({ type: 'consent.decline' })}>
                {t`Decline`}
              </Button>
            </div>
          </div>
        )}
        {dialog === 'conflict' && conflict && <ClaimConflictQuestion conflict={conflict} claim={chosen} actor={conflictActor} busy={loading} money={money} />}
      </Modal>
    </div>
  )
}

type Money = (minor: number | null | undefined, currency: string) => string

/** The bonus (a player's in their currency; a visitor's without an amount), its wagering and days. */
function Terms({ campaign, money }: { campaign: Campaign; money: Money }) {
  const { t, i18n } = useLingui()
  const p = campaign.participation
  const wager = campaign.wrMultiplier ?? 0
  const days = campaign.validDays ?? 0
  if (campaign.vertical === 'FREE_SPINS') return <>{t`Free spins, no wagering`}</>
  if (p && p.bonusAmountMinor !== null) return <>{i18n._(bonusWagerWithin(money(p.bonusAmountMinor, p.currency), wager, days))}</>
  return <>{i18n._(wagerWithin(wager, days))}</>
}

/** The player's standing in the campaign, in words. */
function Standing({ campaign }: { campaign: Campaign }) {
  const { t } = useLingui()
  const words: Partial<Record<string, string>> = {
    OPTED_IN: t`You are opted in: claim it when you like.`,
    OPTED_OUT: t`You opted out.`,
    DECLINED: t`You declined its terms.`,
    ACTIVE: t`Active: you are wagering it.`,
    COMPLETED: t`Completed: the bonus became cash.`,
    FORFEITED: t`Forfeited.`,
  }
  const state = campaign.participation!.state
  const said = state === 'AVAILABLE' && campaign.requiresOptIn ? t`Opt in to take part.` : words[state]
  return said ? (
    <p className={text} data-testid="campaign-standing">
      {said}
    </p>
  ) : null
}

function NoticeText({ notice: n, money }: { notice: CampaignNotice; money: Money }) {
  const { t } = useLingui()
  switch (n.kind) {
    case 'claimed':
      return n.reward.vertical === 'FREE_SPINS' ? (
        <>{t`${n.title} is claimed: get the spins on the Rewards page.`}</>
      ) : (
        <>{t`${n.title} is active: ${money(n.reward.bonusAmountMinor, n.reward.currency)} is in your bonus balance.`}</>
      )
    case 'optedIn':
      return <>{t`You are opted in to ${n.title}.`}</>
    case 'optedOut':
      return <>{t`You opted out of ${n.title}.`}</>
    case 'dismissed':
      return <>{t`${n.title} is hidden from your list.`}</>
    case 'declined':
      return <>{t`You declined the terms of ${n.title}.`}</>
  }
}
