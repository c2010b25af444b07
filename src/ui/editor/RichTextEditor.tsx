import { useEffect, useId } from 'react'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { proseClass, sanitizeHtml } from '../safe-html'
import { EditorBubble, EditorToolbar } from './EditorToolbar'

export type RichTextEditorProps = {
  /** HTML; what onChange hands back is sanitised. */
  value: string
  onChange: (html: string) => void
  /** The accessible name of the text area (a visible label is the caller's). */
  label: string
  placeholder?: string
  /** Ties the editing area to a visible label or error text (FormField). */
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  minHeight?: string
  className?: string
  /**
   * 'basic' (default): marks, lists, quote, link, undo above the text. 'full': plus headings, inline
   * code, code block, horizontal line, clear formatting. 'bubble': no bar; a small one floats over
   * selected text (Alt+F10 reaches it from the keyboard).
   */
  toolbar?: 'basic' | 'full' | 'bubble'
}

/** What Tiptap gives for a document with no text: treated as an empty value. */
const EMPTY = '<p></p>'

/**
 * Rich text with Tiptap (bold, italic, underline, strike, lists, quote, links, undo). Heavy: load it
 * with React.lazy on the screens that need it. The value is HTML and every change is sanitised.
 * Keyboard: the usual shortcuts (Ctrl/⌘+B, I, U, Z…); Tab leaves the editor; with the bubble
 * toolbar, Alt+F10 moves into it.
 */
export default function RichTextEditor({ value, onChange, label, placeholder, id, minHeight = '10rem', className, toolbar = 'basic', ...aria }: RichTextEditorProps) {
  // Finds this editor's floating toolbar (it is not inside the editor box).
  const ownerId = useId()
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' }, heading: { levels: [2, 3] } })],
    content: sanitizeHtml(value),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        class: css({ outline: 'none', minH: 'var(--editor-min-h)', px: '3', py: '2' }),
        ...(toolbar === 'bubble' ? { 'aria-keyshortcuts': 'Alt+F10' } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (toolbar !== 'bubble' || !event.altKey || event.key !== 'F10') return false
        const bubble = document.querySelector<HTMLElement>(`[data-editor-bubble][data-owner="${CSS.escape(ownerId)}"] button:not(:disabled)`)
        bubble?.focus()
        return Boolean(bubble)
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML()
      onChange(html === EMPTY ? '' : sanitizeHtml(html))
    },
  })

  // A value set from outside (a draft loaded, a form reset) replaces the document.
  useEffect(() => {
    // A remount (layout change, language switch) can hand over an editor already destroyed.
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (sanitizeHtml(value) !== sanitizeHtml(current)) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false })
  }, [editor, value])

  const empty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true })

  return (
    <div
      className={cx(input({ kind: 'textarea' }), css({ p: '0', display: 'flex', flexDirection: 'column', overflow: 'hidden', _focusWithin: { borderColor: 'primary' } }), className)}
      style={{ ['--editor-min-h' as string]: minHeight }}
      aria-invalid={aria['aria-invalid'] || undefined}
    >
      {editor && toolbar !== 'bubble' && <EditorToolbar editor={editor} variant={toolbar} />}
      {editor && toolbar === 'bubble' && <EditorBubble editor={editor} owner={ownerId} />}
      <div className={css({ position: 'relative', flex: '1', overflowY: 'auto' })}>
        {empty && placeholder && (
          <span aria-hidden="true" className={css({ position: 'absolute', insetInlineStart: '3', top: '2', my: '2', color: 'fg.subtle', pointerEvents: 'none', fontSize: 'sm' })}>
            {placeholder}
          </span>
        )}
        <EditorContent editor={editor} className={cx(proseClass, css({ fontSize: 'sm', '& p:first-child': { mt: '2' } }))} />
      </div>
    </div>
  )
}

