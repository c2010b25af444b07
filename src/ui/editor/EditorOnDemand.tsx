import { Suspense, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'

export type EditorOnDemandProps = {
  /** The field's name ("Meeting notes"): the button says "Edit: <label>" before the text it shows. */
  label: string
  /** The hidden words before the text; "Edit: <label>" unless a screen says it better ("Write the description"). */
  action?: string
  /** What the closed box shows: the text as it reads, or a placeholder. */
  preview: ReactNode
  /** The lazy editor, rendered once the box is clicked (wrap in nothing: Suspense is ours). */
  children: ReactNode
  /** Starts the editor's download (on hover or focus, before the click). */
  preload?: () => unknown
  /** Shown while the editor's code loads. */
  fallback?: ReactNode
  minHeight?: string
  /** Open from the start (e.g. a field that already has a value). */
  defaultOpen?: boolean
  className?: string
}

const box = css({
  display: 'block', w: 'full', textAlign: 'start', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg.surface', px: '3', py: '1', cursor: 'text',
  _hover: { borderColor: 'border.strong' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '1px' },
})

/**
 * A box that reads like the text and turns into the rich-text editor (cursor in it) when clicked, so
 * Tiptap loads only for people who write. Its accessible name is its content, led by a hidden
 * "Edit: <label>": an aria-label would hide the visible text from voice control (WCAG 2.5.3).
 */
export function EditorOnDemand({ label, action, preview, children, preload, fallback = null, minHeight, defaultOpen = false, className }: EditorOnDemandProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(defaultOpen)
  const wrap = useRef<HTMLDivElement>(null)
  if (!open) {
    return (
      <button
        type="button"
        className={cx(box, className)}
        style={{ minHeight }}
        onPointerEnter={() => void preload?.()}
        onFocus={() => void preload?.()}
        onClick={() => {
          setOpen(true)
          // The click was meant for the text: once the editor is there, put the cursor in it.
          const focus = (tries: number) => {
            const el = wrap.current?.querySelector<HTMLElement>('[contenteditable=true]')
            if (el) el.focus()
            else if (tries > 0) setTimeout(() => focus(tries - 1), 50)
          }
          focus(80)
        }}
      >
        <span className={css({ srOnly: true })}>{action ?? t`Edit: ${label}`}</span>
        {preview}
      </button>
    )
  }
  return (
    <div ref={wrap}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </div>
  )
}
