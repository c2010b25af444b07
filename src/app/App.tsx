import { lazy, Suspense } from 'react'
import { I18nProvider } from '@lingui/react'
import { useSignals } from '@preact/signals-react/runtime'
import { i18n } from '@/core/i18n/i18n'
import { UiProvider } from '@/ui/UiProvider'
import { updateWaiting, workerUnsupported } from '@/core/pwa/register-worker'
import { ProgressBar } from './progress/ProgressBar'
import { AppRouter } from './router/AppRouter'

// The update prompt and the no-worker notice are fetched only when one of them has something to say.
const PwaNotices = lazy(() => import('./pwa/UpdatePrompt'))

function Notices() {
  useSignals()
  if (!updateWaiting.value && !workerUnsupported.value) return null
  return (
    <Suspense fallback={null}>
      <PwaNotices />
    </Suspense>
  )
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      {/* Ark parts read the language (and so the direction) from here. */}
      <UiProvider>
        <ProgressBar />
        <AppRouter />
        <Notices />
      </UiProvider>
    </I18nProvider>
  )
}
