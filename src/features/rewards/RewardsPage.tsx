import { Trans } from '@lingui/react/macro'
import { HrefLink } from '../../design/HrefLink'
import { accountPage, heading, link } from '../../design/primitives.css'
import { useCashier } from '../deposit/CashierForm'
import { CashbackSection } from './CashbackSection'
import { RewardsPanel } from './RewardsPanel'

/** My account → Rewards: the rewards panel as a page. */
export function RewardsPage() {
  const { langmarket, language, refreshWallet } = useCashier()
  return (
    <div className={accountPage}>
      <h1 className={heading.page}>
        <Trans>Rewards</Trans>
      </h1>
      <HrefLink href={`/${langmarket}/my-account/bonus-code`} className={link}>
        <Trans>Have a bonus code?</Trans>
      </HrefLink>
      <RewardsPanel langmarket={langmarket} language={language} refreshWallet={refreshWallet} />
      <CashbackSection language={language} refreshWallet={refreshWallet} />
    </div>
  )
}
