import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** Pages without navigation: sign-in, not-authorized, not-found (spec §2). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <div className={css({ minH: '100dvh', bg: 'bg.canvas', color: 'fg' })}>{children}</div>
}
