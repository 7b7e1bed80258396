import { createFileRoute, redirect } from '@tanstack/react-router'
import { requireAuthorised } from '../../guards/beforeLoad'

/**
 * The spec's public `/deposit` (000 §2), which the home page's call to action links to: a visitor
 * is asked to log in first (guard 8); a signed-in player goes to the cashier's deposit.
 */
export const Route = createFileRoute('/$langmarket/deposit')({
  beforeLoad: async (args) => {
    await requireAuthorised(args)
    throw redirect({ to: '/$langmarket/my-account/banking/deposit', params: { langmarket: args.params.langmarket }, replace: true })
  },
})
