import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { loadContent } from '../../../../features/legal/ContentPage'
import { PromotionsPage, promotionsSource } from '../../../../features/promotions/PromotionsPage'
import { isKnown } from '../../../../features/promotions/promotions'

/** The promotions of one category; a category the content does not have is the not-found page. */
export const Route = createFileRoute('/$langmarket/promotions_/$category/')({
  staticData: { title: msg`Promotions` },
  loader: async ({ context, params }) => {
    const [doc] = await loadContent(context, promotionsSource)
    if (!isKnown(doc!.blocks, { category: params.category })) throw notFound()
  },
  component: Category,
})

function Category() {
  const { category } = Route.useParams()
  return <PromotionsPage category={category} />
}
