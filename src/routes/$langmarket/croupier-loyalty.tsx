import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, loadContent } from '../../features/legal/ContentPage'

const source = { query: 'vip-page' } as const

/** The loyalty (VIP) page, `/{brand}-loyalty` for the brand croupier: the content service's VIP page. */
export const Route = createFileRoute('/$langmarket/croupier-loyalty')({
  loader: ({ context }) => loadContent(context, source),
  component: () => <ContentPage source={source} />,
})
