import { createFileRoute, redirect } from '@tanstack/react-router'
import { requireBonusAccess } from '../../../guards/beforeLoad'

/** Active rewards, the spec's second address for them (000 §2 "also /my-account/active"). */
export const Route = createFileRoute('/$langmarket/my-account/active')({
  beforeLoad: async (args) => {
    await requireBonusAccess(args)
    throw redirect({ to: '/$langmarket/my-account/rewards', params: { langmarket: args.params.langmarket }, replace: true })
  },
})
