import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconSettings } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { settingsChanged } from '@/core/settings/settings'
import { customizerOpen } from '../layout-state'

// The panel is its own chunk: loaded on first hover/click, never on /login.
const loadCustomizer = () => import('./Customizer')
const Customizer = lazy(loadCustomizer)
// Stays mounted after the first opening so the drawer can animate closed.
let loadedOnce = false

/** The gear tab on the inline-end edge that opens the customizer. */
export function CustomizerButton() {
  useSignals()
  const { t } = useLingui()
  const open = customizerOpen.value
  if (open) loadedOnce = true
  return (
    <>
      <button
        type="button"
        data-testid="customizer-trigger"
        aria-label={t`Open theme customizer`}
        title={t`Theme customizer`}
        onPointerEnter={() => void loadCustomizer()}
        onFocus={() => void loadCustomizer()}
        onClick={() => (customizerOpen.value = true)}
        className={css({
          position: 'fixed',
          top: '50%',
          insetInlineEnd: 0,
          zIndex: 45,
          // Phones: the tab would sit on top of the page's content; "Settings" in the user menu opens it.
          display: { base: 'none', sm: 'inline-flex' },
          alignItems: 'center',
          justifyContent: 'center',
          w: '10',
          h: '10',
          border: 'none',
          borderStartStartRadius: 'lg',
          borderEndStartRadius: 'lg',
          bg: 'primary',
          color: 'primary.fg',
          boxShadow: 'raised',
          cursor: 'pointer',
          _print: { display: 'none' },
          '& svg': { animation: 'meishiSpin 6s linear infinite' },
          _hover: { bg: 'primary.hover' },
        })}
      >
        <IconSettings size={22} aria-hidden />
        {settingsChanged.value && (
          <span aria-hidden className={css({ position: 'absolute', top: '1', insetInlineStart: '1', w: '2', h: '2', borderRadius: 'full', bg: 'danger' })} />
        )}
      </button>
      {(open || loadedOnce) && (
        <Suspense fallback={null}>
          <Customizer open={open} onOpenChange={(v) => (customizerOpen.value = v)} />
        </Suspense>
      )}
    </>
  )
}
