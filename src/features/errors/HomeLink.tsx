import { Trans } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { Link } from '../../design/Link'
import { DEFAULT_LANGMARKET } from '../../locale/langmarket'

/** Back to the home page of the locale the visitor is in, or the default one outside a locale. */
export function HomeLink() {
  const langmarket = useParams({ strict: false, select: (params) => params.langmarket }) ?? DEFAULT_LANGMARKET
  return (
    <Link to="/$langmarket" params={{ langmarket }} appearance="primary">
      <Trans>Go to the home page</Trans>
    </Link>
  )
}
