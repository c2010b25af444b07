import { Component, lazy, Suspense, type ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { ensureAreaCatalog, i18n } from '@/core/i18n/i18n'
import { retryImport } from '@/core/retry-import'

// The page's text lives in the misc catalog, which the crashed page's area did not load.
const ServerErrorPage = lazy(async () => {
  const [mod] = await Promise.all([retryImport(() => import('@/features/misc/ServerErrorPage')), ensureAreaCatalog('misc').catch(() => undefined)])
  return mod
})

type Props = { children: ReactNode }
type State = { error: unknown; failed: boolean }

/** Catches a crashing page and shows the server-error page (spec §8) instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  componentDidCatch(error: unknown): void {
    console.error('Page crashed', error)
    document.title = i18n._(msg`Server Error - 500`)
  }

  // A failed chunk stays failed inside React.lazy: a fresh load is the reliable retry.
  private retry = () => window.location.reload()

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Suspense fallback={null}>
        <ServerErrorPage error={this.state.error} onRetry={this.retry} />
      </Suspense>
    )
  }
}
