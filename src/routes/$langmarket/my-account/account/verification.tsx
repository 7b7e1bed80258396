import { createFileRoute, redirect } from '@tanstack/react-router'
import { requireAuthorised } from '../../../../guards/beforeLoad'

/**
 * The spec lists the verification page twice (000 §2: `/my-account/account/verification`, "also
 * listed as /my-account/verification"): this address opens the one page.
 */
export const Route = createFileRoute('/$langmarket/my-account/account/verification')({
  beforeLoad: async (args) => {
    await requireAuthorised(args)
    throw redirect({ to: '/$langmarket/my-account/verification', params: { langmarket: args.params.langmarket }, replace: true })
  },
})
