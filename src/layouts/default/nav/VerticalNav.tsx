import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { IconCircle, IconCircleDot, IconX } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { verticalNavCollapsed } from '@/core/settings/settings'
import { IconButton } from '@/ui/IconButton'
import { Brand } from '../Brand'
import { isOverlayNav, navCollapsed, navHovered, overlayNavOpen, NAV_COLLAPSED_WIDTH, NAV_WIDTH } from '../layout-state'
import { useLayoutNavigation } from '../navigation'
import { NavGroup } from './NavGroup'

const aside = css({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.nav',
  color: 'fg.nav',
  boxShadow: 'card',
  transition: 'width 0.25s ease, transform 0.25s ease',
  _print: { display: 'none' },
  _bordered: { boxShadow: 'none', borderInlineEnd: '1px solid token(colors.border)' },
  '&[data-overlay]': { zIndex: 60, transform: 'translateX(-105%)', boxShadow: 'raised', _rtl: { transform: 'translateX(105%)' } },
  '&[data-overlay][data-open]': { transform: 'none', _rtl: { transform: 'none' } },
})

/** The vertical menu (spec §1): fixed at the inline start; a drawer with backdrop below 1280 px. */
export function VerticalNav() {
  useSignals()
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const [location] = useLocation()
  const overlay = isOverlayNav.value
  const open = overlayNavOpen.value
  const compact = navCollapsed.value && !navHovered.value
  // Built by the app from the route table and the user's permissions.
  const { menu } = useLayoutNavigation()

  // Spec: the overlay nav closes on route change.
  useEffect(() => {
    overlayNavOpen.value = false
  }, [location])

  useEffect(() => {
    if (!overlay || !open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') overlayNavOpen.value = false
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [overlay, open])

  return (
    <>
      {overlay && open && (
        <div
          data-testid="nav-backdrop"
          aria-hidden
          onClick={() => (overlayNavOpen.value = false)}
          className={css({ position: 'fixed', inset: 0, zIndex: 55, bg: 'bg.overlay' })}
        />
      )}
      <aside
        className={aside}
        data-vertical-nav=""
        data-compact={compact ? '' : undefined}
        data-overlay={overlay ? '' : undefined}
        data-open={overlay && open ? '' : undefined}
        // Inline: Panda can't read an imported constant, and the content offset uses the same values.
        style={{ width: compact ? NAV_COLLAPSED_WIDTH : NAV_WIDTH }}
        aria-hidden={overlay && !open ? true : undefined}
        inert={overlay && !open ? true : undefined}
        onMouseEnter={() => (navHovered.value = true)}
        onMouseLeave={() => (navHovered.value = false)}
      >
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', h: '16', px: compact ? '5' : '5', flexShrink: 0 })}>
          <Brand showName={!compact} className={css({ color: 'fg.nav' })} />
          {overlay ? (
            <IconButton label={t`Close menu`} size="sm" onClick={() => (overlayNavOpen.value = false)} className={css({ color: 'fg.nav' })}>
              <IconX />
            </IconButton>
          ) : (
            !compact && (
              <IconButton
                label={verticalNavCollapsed.value ? t`Keep menu open` : t`Collapse menu`}
                size="sm"
                aria-pressed={!verticalNavCollapsed.value}
                onClick={() => (verticalNavCollapsed.value = !verticalNavCollapsed.value)}
                className={css({ color: 'fg.nav' })}
              >
                {verticalNavCollapsed.value ? <IconCircle /> : <IconCircleDot />}
              </IconButton>
            )
          )}
        </div>
        <nav aria-label={t`Main menu`} className={cx(css({ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: '3', pb: '6', scrollbarWidth: 'thin' }))}>
          {menu.map((section) => (
            <div key={section.id} data-menu-section={section.id}>
              <div
                className={css({
                  mt: '5',
                  mb: '1.5',
                  px: '3',
                  fontSize: 'xs',
                  fontWeight: '600',
                  letterSpacing: '0.06em',
                  textTransform: 'uppercase',
                  color: 'fg.subtle',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                })}
              >
                {compact ? <span aria-hidden className={css({ display: 'block', w: '4', h: '1px', bg: 'currentColor', my: '2' })} /> : i18n._(section.label)}
              </div>
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: 0, m: 0 })}>
                {section.groups.map((group) => (
                  <NavGroup key={group.id} group={group} compact={compact} />
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </>
  )
}
