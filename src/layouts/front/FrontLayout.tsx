import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { InsideMainContext } from '@/ui/landmarks'
import { ScrollToTop } from '../default/ScrollToTop'
import { SkipLink } from '../default/SkipLink'
import { FrontFooter } from './FrontFooter'
import { FrontNavbar } from './FrontNavbar'

/**
 * The public front pages (landing, pricing, payment, checkout, help center): top navigation,
 * full-width content, footer, no sidebar. Its own lazy chunk: /login never loads it.
 */
export default function FrontLayout({ children }: { children: ReactNode }) {
  return (
    <div data-layout="front" className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas', color: 'fg' })}>
      <SkipLink />
      <FrontNavbar />
      <main id="main-content" tabIndex={-1} className={css({ flex: 1, outline: 'none' })}>
        <InsideMainContext value={true}>{children}</InsideMainContext>
      </main>
      <FrontFooter />
      <ScrollToTop />
    </div>
  )
}
