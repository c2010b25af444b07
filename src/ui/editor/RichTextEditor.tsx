import { useEffect, useId, useState, type ReactNode } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  IconArrowBackUp, IconArrowForwardUp, IconBlockquote, IconBold, IconItalic, IconLink, IconLinkOff, IconList,
  IconListNumbers, IconStrikethrough, IconUnderline,
} from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { proseClass, sanitizeHtml } from '../safe-html'

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
}

/** What Tiptap gives for a document with no text: treated as an empty value. */
const EMPTY = '<p></p>'

/**
 * Rich text with Tiptap (bold, italic, underline, strike, lists, quote, links, undo). Heavy: load it
 * with React.lazy on the screens that need it. The value is HTML and every change is sanitised.
 * Keyboard: the usual shortcuts (Ctrl/⌘+B, I, U, Z…); Tab leaves the editor.
 */
export default function RichTextEditor({ value, onChange, label, placeholder, id, minHeight = '10rem', className, ...aria }: RichTextEditorProps) {
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
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML()
      onChange(html === EMPTY ? '' : sanitizeHtml(html))
    },
  })

  // A value set from outside (a draft loaded, a form reset) replaces the document.
  useEffect(() => {
    if (!editor) return
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
      {editor && <Toolbar editor={editor} />}
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

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useLingui()
  const [linking, setLinking] = useState(false)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  return (
    <div className={css({ borderBottomWidth: '1px', borderColor: 'border', bg: 'bg.subtle' })}>
      <div role="toolbar" aria-label={t`Formatting`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '0.5', p: '1' })}>
        <Tool label={t`Bold`} active={state.bold} onClick={() => chain().toggleBold().run()}><IconBold /></Tool>
        <Tool label={t`Italic`} active={state.italic} onClick={() => chain().toggleItalic().run()}><IconItalic /></Tool>
        <Tool label={t`Underline`} active={state.underline} onClick={() => chain().toggleUnderline().run()}><IconUnderline /></Tool>
        <Tool label={t`Strikethrough`} active={state.strike} onClick={() => chain().toggleStrike().run()}><IconStrikethrough /></Tool>
        <Separator />
        <Tool label={t`Bulleted list`} active={state.bullet} onClick={() => chain().toggleBulletList().run()}><IconList /></Tool>
        <Tool label={t`Numbered list`} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}><IconListNumbers /></Tool>
        <Tool label={t`Quote`} active={state.quote} onClick={() => chain().toggleBlockquote().run()}><IconBlockquote /></Tool>
        <Separator />
        {state.link ? (
          <Tool label={t`Remove link`} active onClick={() => chain().extendMarkRange('link').unsetLink().run()}><IconLinkOff /></Tool>
        ) : (
          <Tool label={t`Add link`} active={linking} onClick={() => setLinking((v) => !v)}><IconLink /></Tool>
        )}
        <Separator />
        <Tool label={t`Undo`} disabled={!state.canUndo} onClick={() => chain().undo().run()}><IconArrowBackUp /></Tool>
        <Tool label={t`Redo`} disabled={!state.canRedo} onClick={() => chain().redo().run()}><IconArrowForwardUp /></Tool>
      </div>
      {linking && <LinkForm onDone={(url) => {
        setLinking(false)
        if (url) chain().extendMarkRange('link').setLink({ href: url }).run()
        else editor.commands.focus()
      }} />}
    </div>
  )
}

/** A one-field form for a link address (no window.prompt): Enter adds, Escape cancels. */
function LinkForm({ onDone }: { onDone: (url: string | null) => void }) {
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

function Separator() {
  return <span aria-hidden="true" className={css({ w: '1px', alignSelf: 'stretch', bg: 'border', mx: '1' })} />
}

function Tool({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
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
