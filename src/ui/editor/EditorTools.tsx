import { useId, useState, type ReactNode } from 'react'
import { useEditorState, type Editor } from '@tiptap/react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'

/** What the buttons show as pressed or disabled, read from the editor on every change. */
export function useEditorMarks(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
}

/** A one-field form for a link address (no window.prompt): Enter adds, Escape cancels. */
export function LinkForm({ onDone }: { onDone: (url: string | null) => void }) {
  const { t } = useLingui()
  const fieldId = useId()
  const [url, setUrl] = useState('https://')
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const trimmed = url.trim()
    if (!/^(https?:\/\/[^\s]+\.[^\s]+|mailto:[^\s]+@[^\s]+)$/i.test(trimmed)) {
      setError(t`Enter an address that starts with https:// or mailto:`)
      return
    }
    onDone(trimmed)
  }
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', px: '2', pb: '2' })}>
      <label htmlFor={fieldId} className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t`Link address`}</label>
      <input
        id={fieldId}
        autoFocus
        value={url}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setUrl(e.target.value)
          setError(null)
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            submit()
          } else if (e.key === 'Escape') {
            e.preventDefault()
            e.stopPropagation()
            onDone(null)
          }
        }}
        className={cx(input({ size: 'sm' }), css({ flex: '1', minW: '12rem' }))}
      />
      <button type="button" onClick={submit} className={css({ fontSize: 'sm', color: 'primary.text', fontWeight: 'medium', cursor: 'pointer' })}>{t`Add`}</button>
      {error && <p role="alert" className={css({ flexBasis: 'full', m: '0', fontSize: 'xs', color: 'danger.text' })}>{error}</p>}
    </div>
  )
}

export function Separator() {
  return <span aria-hidden="true" className={css({ w: '1px', alignSelf: 'stretch', bg: 'border', mx: '1' })} />
}

export function Tool({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active ?? undefined}
      disabled={disabled}
      // Keep the selection in the editor while clicking a tool.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={css({
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '8', h: '8', borderRadius: 'md', color: 'fg.muted', cursor: 'pointer',
        '& svg': { w: '4.5', h: '4.5' },
        _hover: { bg: 'bg.muted', color: 'fg' },
        _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' },
        '&[aria-pressed=true]': { bg: 'primary.subtle', color: 'primary.text' },
        _disabled: { opacity: 0.4, cursor: 'not-allowed' },
      })}
    >
      {children}
    </button>
  )
}
