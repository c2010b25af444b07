import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { IconLayoutGridAdd } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { canAccess } from '@/core/access/can-access'
import { routeByName } from '@/app/routes'
import { buildPath } from '@/app/routes/links'
import { IconButton } from '@/ui/IconButton'
import { Popover } from '@/ui/Popover'

/** The app links offered in the shortcuts grid, in order; missing or forbidden ones are skipped. */
export const SHORTCUT_ROUTES = [
  'apps-process-list',
  'apps-process-add',
  'apps-person-list',
  'apps-company-list',
  'apps-user-list',
  'apps-group-role-list',
  'dashboards-analytics',
  'apps-calendar',
  'apps-email',
  'apps-invoice-list',
] as const

export function useShortcuts() {
  return SHORTCUT_ROUTES.flatMap((name) => {
    const route = routeByName.get(name)
    if (!route || !canAccess(route.access)) return []
    try {
      return [{ route, href: buildPath(route.path, route.menu?.params) }]
    } catch {
      return []
    }
  }).slice(0, 6)
}

export function ShortcutsMenu() {
  useSignals()
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const shortcuts = useShortcuts()
  if (!shortcuts.length) return null
  return (
    <Popover
      placement="bottom-end"
      className={css({ p: '0 !important', w: 'min(22rem, calc(100vw - 1.5rem))', maxW: 'none !important' })}
      trigger={
        <IconButton label={t`Shortcuts`} data-testid="shortcuts-trigger">
          <IconLayoutGridAdd />
        </IconButton>
      }
    >
      <h2 className={css({ fontSize: 'md', fontWeight: '600', px: '4', py: '3', borderBottom: '1px solid token(colors.border)' })}>
        <Trans>Shortcuts</Trans>
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', listStyle: 'none', m: 0, p: 0 })}>
        {shortcuts.map(({ route, href }, i) => {
          const Icon = route.menu?.icon
          return (
            <li key={route.name} className={css({ borderBottom: '1px solid token(colors.border)' })} style={{ borderInlineEnd: i % 2 === 0 ? '1px solid var(--colors-border)' : undefined }}>
              <Link
                href={href}
                data-route={route.name}
                className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', p: '5', textDecoration: 'none', color: 'fg', _hover: { bg: 'bg.subtle' } })}
              >
                <span className={css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '12', h: '12', borderRadius: 'full', bg: 'bg.muted', color: 'fg' })}>
                  {Icon && <Icon size={24} stroke={1.6} />}
                </span>
                <span className={css({ fontSize: 'sm', fontWeight: '600', textAlign: 'center' })}>{i18n._(route.menu?.label ?? route.title)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </Popover>
  )
}
