import { I18nProvider } from '@lingui/react'
import { i18n } from '@/core/i18n/i18n'
import { ProgressBar } from './progress/ProgressBar'
import { UpdatePrompt, WorkerUnsupportedNotice } from './pwa/UpdatePrompt'
import { AppRouter } from './router/AppRouter'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ProgressBar />
      <AppRouter />
      <UpdatePrompt />
      <WorkerUnsupportedNotice />
    </I18nProvider>
  )
}
