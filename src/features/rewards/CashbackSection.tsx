import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { CashbackCampaign } from '../../../machines/cashback/cashback.machine'
import { cashbackCampaignsQueryOptions } from '../../api/cashback.actors'
import { Button } from '../../design/Button'
import { RetryAlert } from '../../design/RetryAlert'
import { actions, alert, card, mutedText, notice, smallText, stack, text } from '../../design/primitives.css'
import { cashbackFlow } from '../../flows/cashback'
import { useFlow } from '../../flows/useFlow'
import { formatMoney } from '../../money/formatMoney'
import * as styles from './cashback.css'

interface Props {
  language: string
  refreshWallet: () => void
}

/**
 * The rewards page's cashback (spec 000 §3 "cashback claim"): a card per cashback campaign the
 * player can take part in, and the loyalty cashback once the player's loyalty level earns one.
 * Each card is a `cashback` flow: activate, deactivate, the accrued amount, claim, the credited
 * amount shown for 5 seconds.
 */
export function CashbackSection({ language, refreshWallet }: Props) {
  const campaigns = useQuery(cashbackCampaignsQueryOptions())
  return (
    <section aria-labelledby="cashback-heading" className={stack.md}>
      <h2 id="cashback-heading" className={styles.heading}>
        <Trans>Cashback</Trans>
      </h2>
      <p className={mutedText}>
        <Trans>Get back a share of your net losses on real-money games: what you staked minus what you won, since you activated it.</Trans>
      </p>
      {campaigns.isError && (
        <p role="alert" className={alert}>
          <Trans>Your cashback could not be loaded. Please try again later.</Trans>
        </p>
      )}
      <ul className={styles.list}>
        {campaigns.data?.map((campaign) => (
          <CashbackCard key={campaign.campaignId} campaign={campaign} language={language} refreshWallet={refreshWallet} />
        ))}
        <CashbackCard campaign={null} language={language} refreshWallet={refreshWallet} />
      </ul>
    </section>
  )
}

/** One campaign's cashback, or (campaign null) the loyalty cashback, shown only once it gives any. */
function CashbackCard({ campaign, language, refreshWallet }: { campaign: CashbackCampaign | null; language: string; refreshWallet: () => void }) {
  const { t } = useLingui()
  const actor = useFlow(cashbackFlow({ refreshWallet }), { campaignId: campaign?.campaignId ?? null })
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  // The platform's word, kept while a reward is shown (the claim leaves the campaign as it was).
  const active = useSelector(actor, (s) => s.context.progress?.active ?? false)
  const progress = useSelector(actor, (s) => s.context.progress)
  const reward = useSelector(actor, (s) => s.context.reward)
  const error = useSelector(actor, (s) => s.context.error)
  const money = (minor: number, currency: string) => formatMoney(minor, currency, language)
  const title = campaign?.title ?? t`Loyalty cashback`

  // Loyalty cashback is for players whose loyalty level earns one, or who still have some to claim.
  if (campaign === null && (progress === null || (progress.percent === 0 && progress.accruedMinor === 0)) && reward === null) return null

  const errorText = (code: string | undefined) =>
    code === 'error.cashback.nothing_to_claim'
      ? t`There is no cashback to claim yet.`
      : code === 'error.cashback.already.active'
        ? t`This cashback is already active.`
        : code === 'error.cashback.not.active'
          ? t`This cashback is not active.`
          : code === 'error.bonus.not.allowed'
            ? t`Bonuses are not available on this account.`
            : code === 'error.campaign.not.found'
              ? t`This cashback is no longer available.`
              : t`Oops, something went wrong. Please try again.`

  return (
    <li className={`${card} ${stack.sm}`} aria-busy={busy} aria-label={title}>
      <p className={text}>
        <strong>{title}</strong>
      </p>
      {campaign && <p className={mutedText}>{campaign.description}</p>}
      {reward && (
        <p role="status" className={notice}>
          {t`Cashback claimed: ${money(reward.creditedMinor, reward.currency)} is in your balance.`}
        </p>
      )}
      {failed ? (
        <RetryAlert onRetry={() => actor.send({ type: 'cashback.retry' })}>{errorText(error?.code)}</RetryAlert>
      ) : (
        error && (
          <p role="alert" className={alert}>
            {errorText(error.code)}
          </p>
        )
      )}
      {progress && (
        <>
          <p className={smallText}>
            {progress.booster
              ? t`${progress.percent}% + ${progress.booster}% booster of your net losses`
              : t`${progress.percent}% of your net losses`}
            {campaign ? ` · ${t`at most ${money(campaign.capMinor, progress.currency)} a claim`}` : ''}
            {' · '}
            {campaign === null ? t`Always on` : active ? t`Active` : t`Not active`}
          </p>
          <p className={text} data-testid="cashback-accrued">
            {t`Cashback so far: ${money(progress.accruedMinor, progress.currency)}`}
          </p>
          {campaign && (
            <progress className={styles.progress} max={campaign.capMinor} value={Math.min(progress.accruedMinor, campaign.capMinor)} aria-label={t`Cashback so far of ${title}`} />
          )}
          <div className={actions}>
            {campaign &&
              (active ? (
                <Button variant="secondary" isDisabled={busy} aria-label={t`Deactivate ${title}`} onPress={() => actor.send({ type: 'cashback.deactivate' })}>
                  {t`Deactivate`}
                </Button>
              ) : (
                <Button isDisabled={busy} aria-label={t`Activate ${title}`} onPress={() => actor.send({ type: 'cashback.activate' })}>
                  {t`Activate`}
                </Button>
              ))}
            <Button
              variant={active || campaign === null ? 'primary' : 'secondary'}
              isDisabled={busy || reward !== null || progress.accruedMinor === 0}
              aria-label={t`Claim ${title}`}
              onPress={() => actor.send({ type: 'cashback.claim' })}
            >
              {t`Claim`}
            </Button>
            <Button variant="secondary" isDisabled={busy || reward !== null} aria-label={t`Refresh ${title}`} onPress={() => actor.send({ type: 'cashback.progress' })}>
              {t`Refresh`}
            </Button>
          </div>
        </>
      )}
    </li>
  )
}
