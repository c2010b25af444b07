import { lazy, Suspense, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Skeleton } from '@/ui'

// Tiptap (~120 KB gzip) loads when the user starts writing, not with the page: the add page stays
// within its first-visit budget. Hovering or focusing the box starts the download early.
const loadEditor = () => import('@/ui/editor/RichTextEditor')
const RichTextEditor = lazy(loadEditor)

const box = css({
  display: 'block', w: 'full', minH: '10rem', p: '3', textAlign: 'start', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg.surface',
  color: 'fg.subtle', cursor: 'text', _hover: { borderColor: 'border.strong' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '1px' },
})

/** The product description: a plain box until clicked, then the rich-text editor with the cursor in it. */
export function DescriptionField({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(value !== '')
  const wrap = useRef<HTMLDivElement>(null)
  const placeholder = t`What the customer should know about it…`
  if (!editing) {
    return (
      <button
        type="button"
        className={box}
        aria-label={t`Write the description`}
        onPointerEnter={() => void loadEditor()}
        onFocus={() => void loadEditor()}
        onClick={() => {
          setEditing(true)
          // Once the editor is there, put the cursor in it (the click was meant for it).
          const focus = (tries: number) => {
            const el = wrap.current?.querySelector<HTMLElement>('[contenteditable=true]')
            if (el) el.focus()
            else if (tries > 0) setTimeout(() => focus(tries - 1), 50)
          }
          focus(60)
        }}
      >
        {placeholder}
      </button>
    )
  }
  return (
    <div ref={wrap}>
      <Suspense fallback={<Skeleton height="10rem" />}>
        <RichTextEditor label={t`Description`} placeholder={placeholder} value={value} onChange={onChange} />
      </Suspense>
    </div>
  )
}
