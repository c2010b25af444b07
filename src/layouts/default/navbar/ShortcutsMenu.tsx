import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { IconLayoutGridAdd } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { IconButton } from '@/ui/IconButton'
import { Popover } from '@/ui/Popover'
import { useLayoutNavigation } from '../navigation'

export function ShortcutsMenu() {
  useSignals()
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const { shortcuts } = useLayoutNavigation()
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
        {shortcuts.map(({ name, href, label, icon: Icon }, i) => {
          return (
            <li key={name} className={css({ borderBottom: '1px solid token(colors.border)' })} style={{ borderInlineEnd: i % 2 === 0 ? '1px solid var(--colors-border)' : undefined }}>
              <Link
                href={href}
                data-route={name}
                className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', p: '5', textDecoration: 'none', color: 'fg', _hover: { bg: 'bg.subtle' } })}
              >
                <span className={css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '12', h: '12', borderRadius: 'full', bg: 'bg.muted', color: 'fg' })}>
                  {Icon && <Icon size={24} stroke={1.6} />}
                </span>
                <span className={css({ fontSize: 'sm', fontWeight: '600', textAlign: 'center' })}>{i18n._(label)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </Popover>
  )
}
