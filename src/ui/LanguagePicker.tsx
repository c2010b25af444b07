import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { IconLanguage } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { activateLocale } from '@/core/i18n/i18n'
import { LOCALES, LOCALE_NAMES } from '@/core/i18n/locales'

/** Pages without a top bar (sign-in, auth demos, front pages): a visitor picks their language here. */
export function LanguagePicker() {
  const { i18n, t } = useLingui()
  const id = useId()
  return (
    <div className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'fg.muted' })}>
      <IconLanguage size={18} aria-hidden />
      <label htmlFor={id} className={css({ srOnly: true })}>
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(e) => void activateLocale(e.target.value)}
        className={css({
          bg: 'transparent',
          color: 'fg',
          fontSize: 'sm',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'md',
          h: '8',
          px: '2',
          cursor: 'pointer',
          _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '1px' },
        })}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}
