import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, loadContent } from '../../../features/legal/ContentPage'

/** The sign-up keeps the bonus code the visitor arrived with (`?bonusCode=`). */
function withBonusCode(url: string, bonusCode: string | undefined): string {
  if (!bonusCode || !url.startsWith('/signup')) return url
  const [path, query = ''] = url.split('?')
  const search = new URLSearchParams(query)
  search.set('bonusCode', bonusCode)
  return `${path}?${search.toString()}`
}

/**
 * The registration landing page by its slug (spec 000 §2 `/promo/{slug}`): the content's offer
 * with a sign-up call to action, carrying any bonus code from the address to the sign-up.
 */
export const Route = createFileRoute('/$langmarket/promo/$slug')({
  validateSearch: (search: Record<string, unknown>): { bonusCode?: string } =>
    typeof search.bonusCode === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.bonusCode) ? { bonusCode: search.bonusCode } : {},
  loader: ({ context, params }) => loadContent(context, { query: 'registration-page', item: params.slug }),
  component: RegistrationLanding,
})

function RegistrationLanding() {
  const { slug } = Route.useParams()
  const { bonusCode } = Route.useSearch()
  return <ContentPage source={{ query: 'registration-page', item: slug }} ctaHref={(url) => withBonusCode(url, bonusCode)} />
}
