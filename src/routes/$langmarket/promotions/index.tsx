import { createFileRoute } from '@tanstack/react-router'
import { loadContent } from '../../../features/legal/ContentPage'
import { PromotionsPage, promotionsSource } from '../../../features/promotions/PromotionsPage'

/** Promotions home (spec 000 §2, page key promotions-home): every promotion. */
export const Route = createFileRoute('/$langmarket/promotions/')({
  loader: ({ context }) => loadContent(context, promotionsSource),
  component: () => <PromotionsPage />,
})
