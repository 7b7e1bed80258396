import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadContent } from '../../../../features/legal/ContentPage'
import { PromotionPage } from '../../../../features/promotions/PromotionPage'
import { promotionsSource } from '../../../../features/promotions/PromotionsPage'
import { promotionOf } from '../../../../features/promotions/promotions'

/** A single promotion; one its category does not hold is the not-found page. */
export const Route = createFileRoute('/$langmarket/promotions_/$category/$promotionSlug')({
  staticData: { title: msg`Promotions` },
  loader: async ({ context, params }) => {
    const [doc] = await loadContent(context, promotionsSource)
    if (!promotionOf(doc!.blocks, params.category, params.promotionSlug)) throw notFound()
  },
  component: Promotion,
})

function Promotion() {
  const { category, promotionSlug } = Route.useParams()
  return <PromotionPage category={category} slug={promotionSlug} />
}
