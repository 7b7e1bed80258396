import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, loadContent } from '../../features/legal/ContentPage'

/**
 * The extra pages of the information and contact-us lists, by their url (spec 000 §2): any other
 * one-segment address. A url the content service has no page for is the not-found page.
 */
export const Route = createFileRoute('/$langmarket/$contentPageUrl')({
  loader: ({ context, params }) => loadContent(context, { query: 'static-page-by-url', item: params.contentPageUrl }),
  component: ExtraPage,
})

function ExtraPage() {
  const { contentPageUrl } = Route.useParams()
  return <ContentPage source={{ query: 'static-page-by-url', item: contentPageUrl }} />
}
