import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { effect } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { css } from 'styled-system/css'
import { routeCheckPending } from '../guards/guard-state'
import { pageProgress, PROGRESS } from './progress'

const bar = css({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  h: '3px',
  zIndex: 2000,
  pointerEvents: 'none',
  _print: { display: 'none' },
})
const track = css({ position: 'absolute', insetBlock: 0, insetInlineStart: 0, transition: 'width 0.2s ease' })

/** The page-loading bar at the top of the window (spec §2). */
export function ProgressBar() {
  useSignals()
  const { t } = useLingui()
  // The guard's session check counts as loading too.
  useEffect(
    () =>
      effect(() => {
        if (routeCheckPending.value) pageProgress.start()
        else pageProgress.done()
      }),
    [],
  )
  const { visible, value, buffer } = pageProgress.state.value
  if (!visible) return null
  return (
    <div
      className={bar}
      role="progressbar"
      aria-label={t`Loading page`}
      aria-valuemin={0}
      aria-valuemax={PROGRESS.done}
      aria-valuenow={value}
      data-buffer={buffer}
    >
      <div className={css({ bg: 'primary.subtle' }) + ' ' + track} style={{ width: `${buffer}%` }} />
      <div className={css({ bg: 'primary', boxShadow: '0 0 6px var(--colors-primary)' }) + ' ' + track} style={{ width: `${value}%` }} />
    </div>
  )
}
