import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireBonusAccess } from '../../../guards/beforeLoad'
import { RewardsPage } from '../../../features/rewards/RewardsPage'

/** My account → Rewards (spec 000 §2): active bonuses and offers; blocked for risk-payout or suspended players. */
export const Route = createFileRoute('/$langmarket/my-account/rewards')({
  staticData: { title: msg`Rewards` },
  beforeLoad: (args) => requireBonusAccess(args),
  component: RewardsPage,
})
