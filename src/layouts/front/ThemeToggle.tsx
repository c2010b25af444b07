import { useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react'
import { theme, type Theme } from '@/core/settings/settings'
import { IconButton } from '@/ui/IconButton'

const ORDER: readonly Theme[] = ['light', 'dark', 'system']
const ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const

/**
 * The front pages' theme button: one press moves light → dark → system. A single button rather than
 * the app bar's menu keeps the public pages light (no menu code on a visitor's first load).
 */
export function ThemeToggle() {
  useSignals()
  const { t } = useLingui()
  const labels: Record<Theme, string> = { light: t`Light`, dark: t`Dark`, system: t`System` }
  const current = theme.value
  const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length]
  const Icon = ICONS[current]
  return (
    <IconButton label={t`Theme: ${labels[current]}. Switch to ${labels[next]}`} onClick={() => (theme.value = next)} data-testid="front-theme-toggle">
      <Icon />
    </IconButton>
  )
}
