import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '../../app/usePageTitle'
import { HomeLink } from './HomeLink'
import { ErrorPage } from './ErrorPage'
import { useInsideLayout } from '../../layout/LayoutContext'

export function NotFoundPage() {
  const insideLayout = useInsideLayout()
  const { t } = useLingui()
  // Where no route matched, or in place of the page the address names.
  usePageTitle(t`Page not found`)
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
