import { createFileRoute, redirect } from '@tanstack/react-router'
import { requireAuthorised } from '../../../../guards/beforeLoad'

/**
 * The spec lists the transaction history twice (000 §2: `/my-account/banking/transactions` and
 * `/my-account/transactions`): this address opens the one page.
 */
export const Route = createFileRoute('/$langmarket/my-account/banking/transactions')({
  beforeLoad: async (args) => {
    await requireAuthorised(args)
    throw redirect({ to: '/$langmarket/my-account/transactions', params: { langmarket: args.params.langmarket }, replace: true })
  },
})
