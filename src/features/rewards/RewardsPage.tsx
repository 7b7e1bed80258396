import { Trans } from '@lingui/react/macro'
import { accountPage, heading } from '../../design/primitives.css'
import { useCashier } from '../deposit/CashierForm'
import { RewardsPanel } from './RewardsPanel'

/** My account → Rewards: the rewards panel as a page. */
export function RewardsPage() {
  const { language, refreshWallet } = useCashier()
  return (
    <div className={accountPage}>
      <h1 className={heading.page}>
        <Trans>Rewards</Trans>
      </h1>
      <RewardsPanel language={language} refreshWallet={refreshWallet} />
    </div>
  )
}
