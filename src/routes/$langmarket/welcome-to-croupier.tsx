import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/welcome-to-{brand}` is an alias of the locale home (DECISIONS.md 4). */
export const Route = createFileRoute('/$langmarket/welcome-to-croupier')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$langmarket', params, replace: true })
  },
})
