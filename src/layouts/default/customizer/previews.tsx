import { css } from 'styled-system/css'

// Tiny schematic pictures of each layout choice, drawn with CSS boxes (our own).
const frame = css({ position: 'relative', w: '14', h: '10', borderRadius: 'sm', bg: 'bg.muted', overflow: 'hidden' })
const fill = 'var(--colors-fg-subtle)'

export function LayoutPreview({ kind }: { kind: 'vertical' | 'collapsed' | 'horizontal' | 'boxed' | 'fluid' | 'sticky' | 'static' | 'hidden' }) {
  const nav = kind === 'collapsed' ? 3 : 12
  return (
    <span className={frame} aria-hidden>
      {kind !== 'horizontal' && ['vertical', 'collapsed'].includes(kind) && (
        <span style={{ position: 'absolute', insetInlineStart: 0, top: 0, bottom: 0, width: nav, background: fill, opacity: 0.5 }} />
      )}
      {kind === 'horizontal' && <span style={{ position: 'absolute', insetInline: 0, top: 0, height: 8, background: fill, opacity: 0.5 }} />}
      {['boxed', 'fluid'].includes(kind) && (
        <span style={{ position: 'absolute', top: 6, bottom: 6, insetInline: kind === 'boxed' ? 12 : 4, background: fill, opacity: 0.35, borderRadius: 2 }} />
      )}
      {['sticky', 'static', 'hidden'].includes(kind) && (
        <>
          {kind !== 'hidden' && <span style={{ position: 'absolute', insetInline: 4, top: 3, height: 6, background: kind === 'sticky' ? 'var(--colors-primary)' : fill, opacity: 0.7, borderRadius: 2 }} />}
          <span style={{ position: 'absolute', insetInline: 4, top: kind === 'hidden' ? 4 : 12, bottom: 4, background: fill, opacity: 0.25, borderRadius: 2 }} />
        </>
      )}
      {['vertical', 'collapsed', 'horizontal'].includes(kind) && (
        <span style={{ position: 'absolute', top: kind === 'horizontal' ? 12 : 4, bottom: 4, insetInlineStart: kind === 'horizontal' ? 4 : nav + 4, insetInlineEnd: 4, background: fill, opacity: 0.25, borderRadius: 2 }} />
      )}
    </span>
  )
}
