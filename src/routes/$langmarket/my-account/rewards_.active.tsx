import { createFileRoute, redirect } from '@tanstack/react-router'
import { requireBonusAccess } from '../../../guards/beforeLoad'

/** Active rewards (spec 000 §2 `/my-account/rewards/active`): the rewards page, which opens on its Active tab. */
export const Route = createFileRoute('/$langmarket/my-account/rewards_/active')({
  beforeLoad: async (args) => {
    await requireBonusAccess(args)
    throw redirect({ to: '/$langmarket/my-account/rewards', params: { langmarket: args.params.langmarket }, replace: true })
  },
})
