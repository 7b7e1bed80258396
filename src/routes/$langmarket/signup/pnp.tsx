import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { waitFor } from 'xstate'
import { ensureSignUpData } from '../../../features/registration/signUpQueries'
import { PayAndPlayPage } from '../../../features/payAndPlay/PayAndPlayPage'

/**
 * Pay N Play exists only in markets that enable it (spec 000 §1), and only for a visitor the
 * platform offers it to (the hide flag and the IP allow-list, spec 000 §5; the access context).
 */
export const Route = createFileRoute('/$langmarket/signup/pnp')({
  staticData: { title: msg`Pay N Play` },
  beforeLoad: async ({ context }) => {
    if (!context.locale.market.payAndPlay) throw notFound()
    const check = await waitFor(context.actors.countryCheck, (s) => !s.hasTag('loading'))
    if (!check.context.payAndPlay) throw notFound()
  },
  loader: ({ context }) => ensureSignUpData(context.queryClient, context.locale.langmarket),
  component: PayAndPlayPage,
})
