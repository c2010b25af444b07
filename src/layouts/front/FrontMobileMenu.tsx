import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Drawer } from '@/ui/Drawer'

/** The front navigation on phones and tablets: a drawer from the start side (its own chunk). */
export default function FrontMobileMenu({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Drawer open={open} onOpenChange={onOpenChange} side="start" size="sm" title={<Trans>Menu</Trans>}>
      <nav aria-label={t`Site`} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {children}
      </nav>
    </Drawer>
  )
}
