import { useState, type KeyboardEvent } from 'react'
import type { Editor } from '@tiptap/react'
import { BubbleMenu } from '@tiptap/react/menus'
import {
  IconArrowBackUp, IconArrowForwardUp, IconBlockquote, IconBold, IconClearFormatting, IconCode, IconH2, IconH3, IconItalic,
  IconLink, IconLinkOff, IconList, IconListNumbers, IconSeparatorHorizontal, IconSourceCode, IconStrikethrough, IconUnderline,
} from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { LinkForm, Separator, Tool, useEditorMarks } from './EditorTools'

const toolbarRow = css({ display: 'flex', flexWrap: 'wrap', gap: '0.5', p: '1' })

/** Bold, italic, underline, strike (and inline code), then the link button: shared by both toolbars. */
function InlineTools({ editor, full, linking, onLinking }: { editor: Editor; full?: boolean; linking: boolean; onLinking: (on: boolean) => void }) {
  const { t } = useLingui()
  const m = useEditorMarks(editor)
  const chain = () => editor.chain().focus()
  return (
    <>
      <Tool label={t`Bold`} active={m.bold} onClick={() => chain().toggleBold().run()}><IconBold /></Tool>
      <Tool label={t`Italic`} active={m.italic} onClick={() => chain().toggleItalic().run()}><IconItalic /></Tool>
      <Tool label={t`Underline`} active={m.underline} onClick={() => chain().toggleUnderline().run()}><IconUnderline /></Tool>
      <Tool label={t`Strikethrough`} active={m.strike} onClick={() => chain().toggleStrike().run()}><IconStrikethrough /></Tool>
      {full && <Tool label={t`Inline code`} active={m.code} onClick={() => chain().toggleCode().run()}><IconCode /></Tool>}
      <Separator />
      {m.link ? (
        <Tool label={t`Remove link`} active onClick={() => chain().extendMarkRange('link').unsetLink().run()}><IconLinkOff /></Tool>
      ) : (
        <Tool label={t`Add link`} active={linking} onClick={() => onLinking(!linking)}><IconLink /></Tool>
      )}
    </>
  )
}

/** The link form under a toolbar: adds the link to the selection, or just gives focus back. */
function useLinking(editor: Editor) {
  const [linking, setLinking] = useState(false)
  const done = (url: string | null) => {
    setLinking(false)
    if (url) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run()
    else editor.commands.focus()
  }
  return { linking, setLinking, done }
}

/** The toolbar above the text: 'basic' (marks, lists, quote, link, undo) or 'full' (plus headings, code, rule, clear). */
export function EditorToolbar({ editor, variant }: { editor: Editor; variant: 'basic' | 'full' }) {
  const { t } = useLingui()
  const m = useEditorMarks(editor)
  const { linking, setLinking, done } = useLinking(editor)
  const chain = () => editor.chain().focus()
  const full = variant === 'full'
  return (
    <div className={css({ borderBottomWidth: '1px', borderColor: 'border', bg: 'bg.subtle' })}>
      <div role="toolbar" aria-label={t`Formatting`} className={toolbarRow}>
        {full && (
          <>
            <Tool label={t`Heading`} active={m.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}><IconH2 /></Tool>
            <Tool label={t`Subheading`} active={m.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}><IconH3 /></Tool>
            <Separator />
          </>
        )}
        <InlineTools editor={editor} full={full} linking={linking} onLinking={setLinking} />
        <Separator />
        <Tool label={t`Bulleted list`} active={m.bullet} onClick={() => chain().toggleBulletList().run()}><IconList /></Tool>
        <Tool label={t`Numbered list`} active={m.ordered} onClick={() => chain().toggleOrderedList().run()}><IconListNumbers /></Tool>
        <Tool label={t`Quote`} active={m.quote} onClick={() => chain().toggleBlockquote().run()}><IconBlockquote /></Tool>
        {full && (
          <>
            <Tool label={t`Code block`} active={m.codeBlock} onClick={() => chain().toggleCodeBlock().run()}><IconSourceCode /></Tool>
            <Tool label={t`Horizontal line`} onClick={() => chain().setHorizontalRule().run()}><IconSeparatorHorizontal /></Tool>
            <Tool label={t`Clear formatting`} onClick={() => chain().unsetAllMarks().clearNodes().run()}><IconClearFormatting /></Tool>
          </>
        )}
        <Separator />
        <Tool label={t`Undo`} disabled={!m.canUndo} onClick={() => chain().undo().run()}><IconArrowBackUp /></Tool>
        <Tool label={t`Redo`} disabled={!m.canRedo} onClick={() => chain().redo().run()}><IconArrowForwardUp /></Tool>
      </div>
      {linking && <LinkForm onDone={done} />}
    </div>
  )
}

/**
 * The compact variant: no toolbar until text is selected, then a small one floats above the
 * selection. Keyboard: Alt+F10 in the text moves into it; Escape goes back to the text.
 */
export function EditorBubble({ editor, owner }: { editor: Editor; owner: string }) {
  const { t } = useLingui()
  const { linking, setLinking, done } = useLinking(editor)
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      setLinking(false)
      editor.commands.focus()
    }
  }
  return (
    <BubbleMenu
      editor={editor}
      // Fixed, so the scrolling editor box does not clip it; it flips below when there is no room above.
      options={{ strategy: 'fixed', placement: 'top', offset: 8, flip: true, shift: { padding: 8 } }}
      className={css({ zIndex: 'popover', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', boxShadow: 'lg', maxW: 'calc(100vw - 1rem)' })}
      data-editor-bubble=""
      data-owner={owner}
    >
      {/* The key handler sits on our own element: BubbleMenu's onKeyDown hands over an Object.create(event)
          copy whose `key` getter throws "Illegal invocation". */}
      <div onKeyDown={onKeyDown}>
        <div role="toolbar" aria-label={t`Formatting`} className={toolbarRow}>
          <InlineTools editor={editor} linking={linking} onLinking={setLinking} />
        </div>
        {linking && <LinkForm onDone={done} />}
      </div>
    </BubbleMenu>
  )
}
