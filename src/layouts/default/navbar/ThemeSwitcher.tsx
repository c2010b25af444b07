import { useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { theme, type Theme } from '@/core/settings/settings'
import { IconButton } from '@/ui/IconButton'
import { Menu } from '@/ui/Menu'

export const THEME_ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const
const check = css({ ms: 'auto', color: 'primary !important' })

/** Light / dark / system (spec §1); system follows the device live. */
export function ThemeSwitcher() {
  useSignals()
  const { t } = useLingui()
  const labels: Record<Theme, string> = { light: t`Light`, dark: t`Dark`, system: t`System` }
  const Current = THEME_ICONS[theme.value]
  return (
    <Menu
      trigger={
        <IconButton label={t`Theme: ${labels[theme.value]}`} data-testid="theme-trigger">
          <Current />
        </IconButton>
      }
      items={(['light', 'dark', 'system'] as const).map((value) => {
        const Icon = THEME_ICONS[value]
        return {
          value,
          icon: <Icon />,
          label: (
            <>
              {labels[value]}
              {theme.value === value && <IconCheck aria-label={t`selected`} className={check} />}
            </>
          ),
        }
      })}
      onSelect={(value) => (theme.value = value as Theme)}
    />
  )
}
