import { createFileRoute, notFound } from '@tanstack/react-router'
import { ensureSignUpData } from '../../../features/registration/signUpQueries'
import { PayAndPlayPage } from '../../../features/payAndPlay/PayAndPlayPage'

/** Pay N Play exists only in markets that enable it (spec 000 §1). */
export const Route = createFileRoute('/$langmarket/signup/pnp')({
  beforeLoad: ({ context }) => {
    if (!context.locale.market.payAndPlay) throw notFound()
  },
  loader: ({ context }) => ensureSignUpData(context.queryClient, context.locale.langmarket),
  component: PayAndPlayPage,
})
