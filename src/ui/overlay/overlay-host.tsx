import { useSyncExternalStore, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider, useLingui } from '@lingui/react'
import { LocaleProvider } from '@ark-ui/react/locale'
import { i18n } from '@/core/i18n/i18n'

// Toasts and confirm dialogs are called from plain functions (toast.success(), confirm()), so they
// render in one small root of their own, created on first use: no provider to forget in App, and
// tests get them too. The root follows the current language (texts and rtl placement).

const layers = new Set<ComponentType>()
const listeners = new Set<() => void>()
let version = 0
let mounted = false

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function Layers() {
  useSyncExternalStore(subscribe, () => version)
  const { i18n: active } = useLingui()
  return (
    <LocaleProvider locale={active.locale || 'en'}>
      {[...layers].map((Layer, i) => (
        <Layer key={i} />
      ))}
    </LocaleProvider>
  )
}

/** Makes sure `layer` is rendered in the shared overlay root (idempotent). */
export function ensureOverlayLayer(layer: ComponentType): void {
  if (!layers.has(layer)) {
    layers.add(layer)
    version++
    listeners.forEach((l) => l())
  }
  if (mounted || typeof document === 'undefined') return
  mounted = true
  const container = document.createElement('div')
  container.setAttribute('data-overlay-host', '')
  document.body.appendChild(container)
  createRoot(container).render(
    <I18nProvider i18n={i18n}>
      <Layers />
    </I18nProvider>,
  )
}
