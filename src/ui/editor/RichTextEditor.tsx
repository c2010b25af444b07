import { useEffect, useId } from 'react'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { IconBold, IconItalic, IconList, IconListNumbers, IconStrikethrough } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { sanitizeHtml } from '../safe-html'

export type RichTextEditorProps = { value: string; onChange: (html: string) => void; label: string; placeholder?: string; invalid?: boolean }

const frame = css({
  borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg.surface',
  _focusWithin: { borderColor: 'primary', boxShadow: '0 0 0 3px color-mix(in srgb, var(--colors-primary) 25%, transparent)' },
})
const bar = css({ display: 'flex', gap: '1', p: '1.5', borderBottomWidth: '1px', borderColor: 'border', flexWrap: 'wrap' })
const tool = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '8', h: '8', borderRadius: 'sm', color: 'fg.muted', cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' }, '&[aria-pressed=true]': { bg: 'primary.subtle', color: 'primary.text' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary' },
})
const content = css({
  '& .tiptap': { minH: '8rem', px: '3', py: '2', outline: 'none', '& p': { my: '1' }, '& ul': { listStyle: 'disc', ps: '5' }, '& ol': { listStyle: 'decimal', ps: '5' } },
})

/** Rich text (bold, italic, strike, lists) with Tiptap; the HTML it hands out is sanitised. Load it lazily. */
export function RichTextEditor({ value, onChange, label, placeholder, invalid }: RichTextEditorProps) {
  const { t } = useLingui()
  const labelId = useId()
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, blockquote: false, link: false, underline: false })],
    content: value,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...(invalid ? { 'aria-invalid': 'true' } : {}) } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : sanitizeHtml(e.getHTML())),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ bold: e?.isActive('bold') ?? false, italic: e?.isActive('italic') ?? false, strike: e?.isActive('strike') ?? false, bullet: e?.isActive('bulletList') ?? false, ordered: e?.isActive('orderedList') ?? false, empty: e?.isEmpty ?? true }),
  })
  // A new value from outside (a reset) replaces the content; typing does not loop back.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  const tools = [
    { key: 'bold', label: t`Bold`, icon: <IconBold size={16} />, on: active?.bold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', label: t`Italic`, icon: <IconItalic size={16} />, on: active?.italic, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'strike', label: t`Strikethrough`, icon: <IconStrikethrough size={16} />, on: active?.strike, run: () => editor?.chain().focus().toggleStrike().run() },
    { key: 'bullet', label: t`Bulleted list`, icon: <IconList size={16} />, on: active?.bullet, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'ordered', label: t`Numbered list`, icon: <IconListNumbers size={16} />, on: active?.ordered, run: () => editor?.chain().focus().toggleOrderedList().run() },
  ]
  return (
    <div className={cx(frame, invalid && css({ borderColor: 'danger' }))}>
      <span id={labelId} className={css({ srOnly: true })}>{label}</span>
      <div className={bar} role="toolbar" aria-label={t`Formatting`}>
        {tools.map((b) => (
          <button key={b.key} type="button" className={tool} aria-label={b.label} title={b.label} aria-pressed={Boolean(b.on)} onClick={b.run}>
            {b.icon}
          </button>
        ))}
      </div>
      <div className={css({ position: 'relative' })}>
        {placeholder && active?.empty && (
          <span aria-hidden className={css({ position: 'absolute', insetInlineStart: '3', top: '3', color: 'fg.subtle', pointerEvents: 'none' })}>{placeholder}</span>
        )}
        <EditorContent editor={editor} className={content} />
      </div>
    </div>
  )
}
