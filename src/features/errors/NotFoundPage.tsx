import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { usePageTitle } from '../../app/usePageTitle'
import { HomeLink } from './HomeLink'
import { ErrorPage } from './ErrorPage'
import { useInsideLayout } from '../../layout/LayoutContext'

/** The not-found page's name, which the platform also gives a page it answers 404 (entry-server.tsx). */
export const notFoundTitle = msg`Page not found`

export function NotFoundPage() {
  const insideLayout = useInsideLayout()
  const { i18n } = useLingui()
  // Where no route matched, or in place of the page the address names.
  usePageTitle(i18n._(notFoundTitle))
  return (
    <ErrorPage
      illustration="notFound"
      code="404"
      standalone={!insideLayout}
      title={<Trans>Page not found</Trans>}
      message={<Trans>The page you are looking for has moved or never existed.</Trans>}
      actions={<HomeLink />}
    />
  )
}
