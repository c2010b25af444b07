import type { ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { css, cx } from 'styled-system/css'
import { contentWidth } from '@/core/settings/settings'
import { InsideMainContext } from '@/ui/landmarks'
import { Footer } from './Footer'
import { effectiveNavLayout, isOverlayNav, navCollapsed, NAV_COLLAPSED_WIDTH, NAV_WIDTH } from './layout-state'
import { LayoutNavigationContext, type LayoutNavigation } from './navigation'
import { Navbar, contentBox } from './navbar/Navbar'
import { ScrollToTop } from './ScrollToTop'
import { SkipLink } from './SkipLink'
import { VerticalNav } from './nav/VerticalNav'

/**
 * Signed-in pages (spec §1): vertical or horizontal menu, top bar, content, footer, customizer.
 * `navigation` (menu, shortcuts, search) comes from the app, which owns the route table.
 */
export default function DefaultLayout({ children, navigation }: { children: ReactNode; navigation: LayoutNavigation }) {
  useSignals()
  const layout = effectiveNavLayout.value
  const overlay = isOverlayNav.value
  const collapsed = navCollapsed.value
  const offset = layout === 'vertical' && !overlay ? (collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH) : '0px'
  return (
    <LayoutNavigationContext value={navigation}>
      <div data-layout={layout} data-nav-overlay={overlay ? 'true' : 'false'} data-nav-collapsed={collapsed ? 'true' : 'false'} className={css({ minH: '100dvh', bg: 'bg.canvas' })}>
        <SkipLink />
        {layout === 'vertical' && <VerticalNav />}
        <div
          data-testid="layout-content"
          className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh', transition: 'margin 0.25s ease', _print: { ms: '0 !important' } })}
          style={{ marginInlineStart: offset }}
        >
          <Navbar />
          <main id="main-content" tabIndex={-1} className={cx(contentBox(contentWidth.value), css({ flex: 1, py: '6', outline: 'none' }))}>
            <InsideMainContext value={true}>{children}</InsideMainContext>
          </main>
          <Footer />
        </div>
        <ScrollToTop />
      </div>
    </LayoutNavigationContext>
  )
}
