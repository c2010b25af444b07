import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconMenu2 } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { contentWidth, navbarBlur, navbarType } from '@/core/settings/settings'
import { IconButton } from '@/ui/IconButton'
import { Brand } from '../Brand'
import { effectiveNavLayout, isOverlayNav, overlayNavOpen } from '../layout-state'
import { LanguageSwitcher } from './LanguageSwitcher'
import { CustomizerButton } from '../customizer/CustomizerButton'
import { NotificationsMenu } from './NotificationsMenu'
import { SearchTrigger } from './SearchTrigger'
import { ShortcutsMenu } from './ShortcutsMenu'
import { ThemeSwitcher } from './ThemeSwitcher'
import { UserMenu } from './UserMenu'
import { retryImport } from '@/core/retry-import'

// Only the horizontal layout shows it: the vertical one (the default) doesn't pay for its popovers.
const HorizontalNav = lazy(() => retryImport(() => import('../nav/HorizontalNav')).then((m) => ({ default: m.HorizontalNav })))

export const contentBox = (width: string) =>
  cx(css({ mx: 'auto', w: 'full', px: { base: '4', md: '6' } }), width === 'boxed' ? css({ maxW: '1440px' }) : css({ maxW: 'none' }))

const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '1', md: '2' },
  h: '16',
  px: { base: '2', md: '4' },
  borderRadius: 'lg',
  bg: 'bg.surface',
  boxShadow: 'card',
  _bordered: { boxShadow: 'none', border: '1px solid token(colors.border)' },
})

// Optional blur (spec §4): the sticky bar turns translucent and blurs what scrolls under it.
const blurred = css({ '&[data-blur]': { bg: 'color-mix(in srgb, var(--colors-bg-surface) 82%, transparent)', backdropFilter: 'blur(8px)' } })

/** The top bar (spec §1): search, language, theme, shortcuts, notifications, user menu. */
export function Navbar() {
  useSignals()
  const { t } = useLingui()
  const horizontal = effectiveNavLayout.value === 'horizontal'
  const type = navbarType.value
  // Without a top bar the customizer keeps a way in: its gear as a tab on the page's edge.
  if (type === 'hidden' && !horizontal) return <CustomizerButton floating />
  const sticky = type === 'sticky' || (horizontal && type === 'hidden')
  const blur = navbarBlur.value && sticky
  return (
    <header
      data-navbar={type}
      className={css({
        position: sticky ? 'sticky' : 'relative',
        top: 0,
        zIndex: 30,
        pt: horizontal ? '0' : '3',
        _print: { display: 'none' },
      })}
    >
      {/* A fade behind the floating bar so scrolled content doesn't show above it. */}
      {sticky && !horizontal && (
        <div aria-hidden className={css({ position: 'absolute', insetInline: 0, top: 0, h: '4', bg: 'linear-gradient(to bottom, var(--colors-bg-canvas), transparent)' })} />
      )}
      {/* Horizontal: the full-width band carries the surface (and the blur); vertical: the floating bar. */}
      <div
        className={horizontal ? cx(css({ bg: 'bg.surface', boxShadow: 'card', _bordered: { boxShadow: 'none', borderBottom: '1px solid token(colors.border)' } }), blurred) : undefined}
        data-blur={blur && horizontal ? '' : undefined}
      >
        <div className={contentBox(contentWidth.value)}>
          <div
            className={cx(bar, blurred, horizontal && css({ boxShadow: 'none !important', border: 'none !important', borderRadius: '0', px: '0 !important', bg: 'transparent !important' }))}
            data-blur={blur && !horizontal ? '' : undefined}
          >
            {isOverlayNav.value && (
              <IconButton label={t`Open menu`} onClick={() => (overlayNavOpen.value = true)} data-testid="nav-toggle">
                <IconMenu2 />
              </IconButton>
            )}
            {horizontal && <Brand className={css({ me: '4' })} />}
            <SearchTrigger />
            <div className={css({ flex: 1 })} />
            <LanguageSwitcher />
            <ThemeSwitcher />
            <ShortcutsMenu />
            <CustomizerButton />
            <NotificationsMenu />
            <UserMenu />
          </div>
        </div>
        {horizontal && (
          <div className={css({ borderTop: '1px solid token(colors.border)' })}>
            <div className={cx(contentBox(contentWidth.value), css({ py: '2' }))}>
              <Suspense fallback={<div className={css({ h: '10' })} />}>
                <HorizontalNav />
              </Suspense>
            </div>
          </div>
        )}
      </div>
    </header>
  )
}
