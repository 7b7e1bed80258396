import { Trans } from '@lingui/react/macro'
import { HomeLink } from './HomeLink'
import { ErrorPage } from './ErrorPage'
import { useInsideLayout } from '../../layout/LayoutContext'

export function NotFoundPage() {
  const insideLayout = useInsideLayout()
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
