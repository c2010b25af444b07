import type { ReactNode } from 'react'
import { LocaleProvider } from '@ark-ui/react/locale'
import { useLingui } from '@lingui/react'

/**
 * Tells Ark parts (Tabs, Menu, Popover, Tooltip, Dialog) the current language, so keyboard
 * arrows, placements and tab order mirror in Arabic. Mount once inside I18nProvider, around the app.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return <LocaleProvider locale={i18n.locale || 'en'}>{children}</LocaleProvider>
}
