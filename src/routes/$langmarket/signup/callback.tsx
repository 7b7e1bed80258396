import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { SignUpCallbackPage } from '../../../features/payAndPlay/SignUpCallbackPage'

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : null)

/** The Pay N Play return page: the route exists only where Pay N Play is enabled (spec 000 §2). */
export const Route = createFileRoute('/$langmarket/signup/callback')({
  staticData: { title: msg`Pay N Play` },
  validateSearch: (search: Record<string, unknown>) => ({ sessionId: text(search.sessionId), code: text(search.code), error: text(search.error) }),
  beforeLoad: ({ context }) => {
    if (!context.locale.market.payAndPlay) throw notFound()
  },
  component: function Callback() {
    const { sessionId, code, error } = Route.useSearch()
    return <SignUpCallbackPage sessionId={sessionId} code={code} error={error} />
  },
})
