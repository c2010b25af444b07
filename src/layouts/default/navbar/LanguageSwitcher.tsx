import { useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconCheck, IconLanguage } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { activateLocale, language } from '@/core/i18n/i18n'
import { LOCALE_NAMES, LOCALES } from '@/core/i18n/locales'
import { IconButton } from '@/ui/IconButton'
import { Menu } from '@/ui/Menu'

/** en / fr / ar / ja; each name in its own language. Arabic mirrors the layout. */
export function LanguageSwitcher() {
  useSignals()
  const { t } = useLingui()
  return (
    <Menu
      trigger={
        <IconButton label={t`Language: ${LOCALE_NAMES[language.value]}`} data-testid="language-trigger">
          <IconLanguage />
        </IconButton>
      }
      items={LOCALES.map((locale) => ({
        value: locale,
        label: (
          <>
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
            {language.value === locale && <IconCheck aria-label={t`selected`} className={css({ ms: 'auto', color: 'primary !important' })} />}
          </>
        ),
      }))}
      onSelect={(value) => void activateLocale(value)}
    />
  )
}
