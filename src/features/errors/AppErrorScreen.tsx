import { Trans } from '@lingui/react/macro'
import { PlainButton } from '../../design/PlainButton'
import { useInsideLayout } from '../../layout/LayoutContext'
import { ErrorPage } from './ErrorPage'

function reload() {
  window.location.reload()
}

/** The spec's boundary screen: SOMETHING WENT WRONG / Please try again, and a reload. */
export function AppErrorScreen() {
  const insideLayout = useInsideLayout()
  return (
    <ErrorPage
      illustration="oops"
      standalone={!insideLayout}
      title={<Trans>SOMETHING WENT WRONG</Trans>}
      message={<Trans>Please try again</Trans>}
      actions={
        <PlainButton onClick={reload}>
          <Trans>Try again</Trans>
        </PlainButton>
      }
    />
  )
}
