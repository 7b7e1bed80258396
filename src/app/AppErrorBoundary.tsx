import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AppErrorScreen } from '../features/errors/AppErrorScreen'

interface State {
  failed: boolean
}

/**
 * Catches what escapes the router (providers, the router itself); route errors are caught
 * closer, by each route's errorComponent, so the header stays usable.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <AppErrorScreen /> : this.props.children
  }
}
