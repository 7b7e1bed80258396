import { createFileRoute } from '@tanstack/react-router'
import { requireBonusAccess } from '../../../guards/beforeLoad'
import { RewardsPage } from '../../../features/rewards/RewardsPage'

/** My account → Rewards (spec 000 §2): active bonuses and offers; blocked for risk-payout or suspended players. */
export const Route = createFileRoute('/$langmarket/my-account/rewards')({
  beforeLoad: (args) => requireBonusAccess(args),
  component: RewardsPage,
})
