import { lazy, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { AutoTextarea, Button, FormField, Skeleton } from '@/ui'
import { SafeHtml, sanitizeHtml } from '@/ui/safe-html'
import { EditorOnDemand } from '@/ui/editor/EditorOnDemand'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

// Tiptap (~140 KB gzip) is heavy: it loads when the user goes to write (hover or focus starts the
// download), so the page itself stays within the first-visit budget.
const loadEditor = () => import('@/ui/editor/RichTextEditor')
const RichTextEditor = lazy(loadEditor)

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
const full = css({ w: 'full', minW: '0' })
const panel = css({ w: 'full', minW: '0', display: 'grid', gap: '2' })
const panelTitle = css({ m: 0, fontSize: 'sm', fontWeight: 'medium' })
const preview = css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3', minH: '6rem', bg: 'bg.surface' })
const code = css({ m: 0, p: '3', bg: 'bg.muted', borderRadius: 'md', fontSize: 'xs', fontFamily: 'mono', overflowX: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'left', maxH: '14rem' })

// Markup someone might paste: a script, a javascript: link, a frame and a style all go. (Event
// handler attributes go too, but the browser already logs them under our CSP while parsing.)
const UNSAFE = `<p>Hello <b>team</b>, <a href="javascript:alert(1)">click</a> or <a href="https://example.com">read</a>.</p>
<script>alert(1)</script><iframe src="https://example.com"></iframe><p style="color:red">Styled</p>`

function EditorFallback() {
  const { t } = useLingui()
  return <Skeleton height="12rem" aria-label={t`Loading the editor`} />
}

const placeholderText = css({ display: 'block', py: '2', color: 'fg.subtle', fontSize: 'sm' })

export default function EditorsPage() {
  const { t } = useLingui()
  const initial = useMemo(
    () =>
      `<h2>${escapeHtml(t`Visit to Aoba Solutions`)}</h2>` +
      `<p>${escapeHtml(t`We met the sales manager and exchanged cards with three people.`)}</p>` +
      `<ul><li>${escapeHtml(t`Send the estimate by Friday`)}</li><li>${escapeHtml(t`Add the new branch office to the company record`)}</li></ul>` +
      `<blockquote><p>${escapeHtml(t`They want the cards of the whole team in one place.`)}</p></blockquote>`,
    [t],
  )
  const [note, setNote] = useState(initial)
  const [comment, setComment] = useState('')
  const [raw, setRaw] = useState(UNSAFE)
  const clean = useMemo(() => sanitizeHtml(raw), [raw])
  const chars = textOf(note).length

  return (
    <GalleryPage section="forms" title={t`Editors`} intro={t`Rich text with Tiptap, loaded only where it is used. What the editor hands back is sanitised HTML.`} wide>
      <Example
        title={t`Full toolbar`}
        description={t`Click the text to edit it. Headings, marks, lists, quote, code, links and undo. Ctrl+B, Ctrl+I and the other usual shortcuts work; Tab leaves the editor.`}
        state={{ characters: chars }}
        usage={`const RichTextEditor = lazy(() => import('@/ui/editor/RichTextEditor'))\n<Suspense fallback={<Skeleton height="12rem" />}>\n  <RichTextEditor toolbar="full" label="Meeting notes" value={html} onChange={setHtml} />\n</Suspense>`}
      >
        <div className={full}>
          <EditorOnDemand label={t`Meeting notes`} preview={<SafeHtml html={note} />} preload={loadEditor} fallback={<EditorFallback />} minHeight="12rem">
            <RichTextEditor toolbar="full" label={t`Meeting notes`} value={note} onChange={setNote} minHeight="12rem" />
          </EditorOnDemand>
        </div>
        <Button size="sm" variant="outline" tone="neutral" disabled={note === initial} onClick={() => setNote(initial)}>{t`Reset the text`}</Button>
        <Button size="sm" variant="ghost" tone="neutral" disabled={!note} onClick={() => setNote('')}>{t`Clear`}</Button>
      </Example>

      <Example
        title={t`Compact, toolbar on selection`}
        description={t`For short comments: select some text and a small toolbar appears above it. From the keyboard, select with Shift+arrows, then Alt+F10; Escape goes back.`}
        state={comment || t`(empty)`}
        usage={`<RichTextEditor toolbar="bubble" label="Comment" placeholder="…" value={html} onChange={setHtml} minHeight="5rem" />`}
      >
        <div className={full}>
          <EditorOnDemand
            label={t`Comment`}
            preview={comment ? <SafeHtml html={comment} /> : <span className={placeholderText}>{t`Write a comment about this card…`}</span>}
            preload={loadEditor}
            fallback={<EditorFallback />}
            minHeight="5rem"
          >
            <RichTextEditor toolbar="bubble" label={t`Comment`} placeholder={t`Write a comment about this card…`} value={comment} onChange={setComment} minHeight="5rem" />
          </EditorOnDemand>
        </div>
      </Example>

      <Example
        title={t`Preview and sanitised output`}
        description={t`The notes above, shown as a reader sees them, and their HTML. Anything stored is shown through SafeHtml.`}
        usage={`<SafeHtml html={html} />`}
      >
        <div className={css({ w: 'full', display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })}>
          <section className={panel} aria-label={t`Preview`}>
            <p className={panelTitle} aria-hidden="true">{t`Preview`}</p>
            <div className={preview} data-testid="editor-preview">
              {note ? <SafeHtml html={note} /> : <p className={css({ m: 0, color: 'fg.muted' })}>{t`Nothing written yet.`}</p>}
            </div>
          </section>
          <section className={panel} aria-label={t`HTML`}>
            <p className={panelTitle} aria-hidden="true">{t`HTML`}</p>
            <pre dir="ltr" className={code}><code>{note}</code></pre>
          </section>
        </div>
      </Example>

      <Example
        title={t`Pasted HTML, made safe`}
        description={t`Type or paste any HTML: scripts, event handlers, javascript: links and inline styles are removed; text, lists and links stay.`}
        state={{ removed: raw.length - clean.length }}
        usage={`import { sanitizeHtml, SafeHtml } from '@/ui/safe-html'\nconst clean = sanitizeHtml(untrusted)`}
      >
        <div className={css({ w: 'full', display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })}>
          <FormField label={t`HTML to check`} className={full}>
            <AutoTextarea dir="ltr" value={raw} onValueChange={setRaw} minRows={4} maxRows={12} className={css({ fontFamily: 'mono', fontSize: 'xs' })} />
          </FormField>
          <section className={panel} aria-label={t`Safe result`}>
            <p className={panelTitle} aria-hidden="true">{t`Safe result`}</p>
            <div className={preview} data-testid="sanitised-preview">
              <SafeHtml html={raw} />
            </div>
            <pre dir="ltr" className={code} data-testid="sanitised-html"><code>{clean}</code></pre>
          </section>
        </div>
        <Button size="sm" variant="outline" tone="neutral" disabled={raw === UNSAFE} onClick={() => setRaw(UNSAFE)}>{t`Put the example back`}</Button>
      </Example>
    </GalleryPage>
  )
}
