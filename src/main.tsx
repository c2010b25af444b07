import '@fontsource-variable/public-sans'
import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadRuntimeConfig } from '@/core/config'
import { activateLocale, language } from '@/core/i18n/i18n'
import { registerWorker } from '@/core/pwa/register-worker'
import { applySettingsOnDocument } from '@/core/settings/apply-document'
import { App } from '@/app/App'

async function start() {
  // The worker registers in parallel with the first render; API calls wait for it (worker-ready.ts).
  void registerWorker()
  // boot-theme.js already set these before paint; from here on they follow the settings live.
  applySettingsOnDocument()
  await Promise.all([loadRuntimeConfig(), activateLocale(language.peek())])
  forgetBootRetry()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

/** public/boot-retry.js reloads once when the app's code fails to load; it loaded, so arm it again. */
function forgetBootRetry() {
  try {
    sessionStorage.removeItem('meishi-boot-retry')
  } catch {
    // storage blocked: boot-retry.js never set it either
  }
}

void start()
