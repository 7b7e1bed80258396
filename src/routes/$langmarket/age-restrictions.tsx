import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, loadContent } from '../../features/legal/ContentPage'

const source = { query: 'static-page', item: 'age-restrictions' } as const

/** A static page of the content service (spec 000 §2 static pages), in the page's language. */
export const Route = createFileRoute('/$langmarket/age-restrictions')({
  loader: ({ context }) => loadContent(context, source),
  component: () => <ContentPage source={source} />,
})
