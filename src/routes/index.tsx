import { createFileRoute, redirect } from '@tanstack/react-router'
import { DEFAULT_LANGMARKET } from '../locale/langmarket'

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$langmarket', params: { langmarket: DEFAULT_LANGMARKET }, replace: true })
  },
})
