import { I18nProvider } from '@lingui/react'
import { i18n } from '@/core/i18n/i18n'
import { AppRouter } from './router/AppRouter'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AppRouter />
    </I18nProvider>
  )
}
