import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, loadContent } from '../../../features/legal/ContentPage'

/** A content-service landing page by its id (spec 000 §2 `/landing/{id}`). */
export const Route = createFileRoute('/$langmarket/landing/$id')({
  loader: ({ context, params }) => loadContent(context, { query: 'landing-page', item: params.id }),
  component: Landing,
})

function Landing() {
  const { id } = Route.useParams()
  return <ContentPage source={{ query: 'landing-page', item: id }} />
}
