import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireBonusAccess } from '../../../guards/beforeLoad'
import { BonusCodePage } from '../../../features/rewards/BonusCodePage'

/**
 * My account → Bonus code (spec 000 §2): `bonusCode` fills the field (a campaign's link). Blocked
 * for risk-payout or suspended players; whether manual claims are allowed is the flow's first check.
 */
export const Route = createFileRoute('/$langmarket/my-account/bonus-code')({
  staticData: { title: msg`Bonus code` },
  validateSearch: (search: Record<string, unknown>): { bonusCode?: string } =>
    typeof search.bonusCode === 'string' && search.bonusCode.length <= 64 ? { bonusCode: search.bonusCode } : {},
  beforeLoad: (args) => requireBonusAccess(args),
  component: function BonusCodeRoute() {
    const { bonusCode } = Route.useSearch()
    return <BonusCodePage code={bonusCode} />
  },
})
