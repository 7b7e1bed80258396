import { Trans } from '@lingui/react/macro'
import { Button } from '../../design/Button'
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
        <Button onPress={reload}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  )
}
