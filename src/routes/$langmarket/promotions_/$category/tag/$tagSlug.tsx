import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadContent } from '../../../../../features/legal/ContentPage'
import { PromotionsPage, promotionsSource } from '../../../../../features/promotions/PromotionsPage'
import { isKnown } from '../../../../../features/promotions/promotions'

/** The promotions of one category carrying one tag. */
export const Route = createFileRoute('/$langmarket/promotions_/$category/tag/$tagSlug')({
  staticData: { title: msg`Promotions` },
  loader: async ({ context, params }) => {
    const [doc] = await loadContent(context, promotionsSource)
    if (!isKnown(doc!.blocks, { category: params.category, tag: params.tagSlug })) throw notFound()
  },
  component: Tagged,
})

function Tagged() {
  const { category, tagSlug } = Route.useParams()
  return <PromotionsPage category={category} tag={tagSlug} />
}
