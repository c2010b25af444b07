import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { IconButton } from '@/ui'
import { useCardNeighbours } from './use-card-neighbours'
import { pathFor } from '@/core/routing/paths'

/**
 * Previous / next card, with ← and → (mirrored in right-to-left languages) when focus is not in a
 * text field. `mode` keeps the user on the detail or the edit screen.
 */
export function CardNav({ processId, cardId, mode }: { processId: number; cardId: number; mode: 'detail' | 'edit' }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const { previous, next, position, count } = useCardNeighbours(processId, cardId)
  const go = (id: number | undefined) => id !== undefined && navigate(pathFor(mode === 'edit' ? 'apps-process-view-edit' : 'apps-process-view-detail', { id: processId, namecard: id }))

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (e.altKey || e.ctrlKey || e.metaKey || target?.closest('input, textarea, select, [contenteditable="true"]')) return
      const rtl = document.documentElement.dir === 'rtl'
      if (e.key === 'ArrowLeft') go(rtl ? next : previous)
      else if (e.key === 'ArrowRight') go(rtl ? previous : next)
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  return (
    <div className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
      <IconButton label={t`Previous card`} variant="outline" onClick={() => go(previous)} disabled={previous === undefined}>
        <IconChevronLeft className="flip-rtl" />
      </IconButton>
      <span className={css({ fontSize: 'sm', color: 'fg.muted', minW: '4.5rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' })}>
        {count > 0 && <Trans>{position} of {count}</Trans>}
      </span>
      <IconButton label={t`Next card`} variant="outline" onClick={() => go(next)} disabled={next === undefined}>
        <IconChevronRight className="flip-rtl" />
      </IconButton>
    </div>
  )
}
