import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconSettings } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { IconButton } from '@/ui/IconButton'
import { settingsChanged } from '@/core/settings/settings'
import { customizerOpen } from '../layout-state'

// The panel is its own chunk: loaded on first hover/click, never on /login.
const loadCustomizer = () => import('./Customizer')
const Customizer = lazy(loadCustomizer)
// Stays mounted after the first opening so the drawer can animate closed.
let loadedOnce = false

const inBar = css({
  position: 'relative',
  // Phones: the top bar is full; "Settings" in the user menu opens it.
  display: { base: 'none', sm: 'inline-flex' },
  _print: { display: 'none' },
})
// When the top bar is hidden: a tab on the inline-end edge (the only way back to the settings).
const floatingTab = css({
  position: 'fixed !important',
  top: '50%',
  insetInlineEnd: 0,
  zIndex: 45,
  display: 'inline-flex',
  borderStartEndRadius: '0 !important',
  borderEndEndRadius: '0 !important',
  bg: 'primary !important',
  color: 'primary.fg !important',
  boxShadow: 'raised',
  _print: { display: 'none' },
})

/**
 * The gear in the top bar that opens the customizer. It used to be a tab fixed on the inline-end
 * edge, where it covered the last table column and row actions on a 1024 px tablet.
 */
export function CustomizerButton({ floating = false }: { floating?: boolean }) {
  useSignals()
  const { t } = useLingui()
  const open = customizerOpen.value
  if (open) loadedOnce = true
  return (
    <>
      <IconButton
        data-testid="customizer-trigger"
        label={t`Open theme customizer`}
        title={t`Theme customizer`}
        onPointerEnter={() => void loadCustomizer()}
        onFocus={() => void loadCustomizer()}
        onClick={() => (customizerOpen.value = true)}
        className={floating ? floatingTab : inBar}
      >
        <IconSettings aria-hidden />
        {settingsChanged.value && (
          <span aria-hidden className={css({ position: 'absolute', top: '1', insetInlineEnd: '1', w: '2', h: '2', borderRadius: 'full', bg: 'danger' })} />
        )}
      </IconButton>
      {(open || loadedOnce) && (
        <Suspense fallback={null}>
          <Customizer open={open} onOpenChange={(v) => (customizerOpen.value = v)} />
        </Suspense>
      )}
    </>
  )
}
