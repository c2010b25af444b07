import { lazy, Suspense, useRef, useState } from 'react'
import { IconPaperclip, IconSend, IconTrash, IconX } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { MAX_ATTACHMENT_BYTES, type ComposeAttachment, type DraftInput } from '@/core/api/contract/demo/email-compose'
import { toApiFailure } from '@/core/list/api-failure'
import { Button, Dialog, FormField, IconButton, Input, Skeleton, toast } from '@/ui'
import { ChipsInput, isEmailAddress } from '@/ui/ChipsInput'
import { emailApi, type EmailsMeta } from './api'
import { formatBytes } from './text'
import { readAsDataUrl } from '@/ui/read-as-data-url'

// Tiptap loads only when someone composes.
const RichTextEditor = lazy(() => import('@/ui/editor/RichTextEditor'))

export type ComposeDraft = Required<Omit<DraftInput, 'id'>> & { id?: number }
export const emptyDraft = (): ComposeDraft => ({ to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] })

type Props = {
  initial: ComposeDraft
  onClose: () => void
  /** After a save or send: the new counts, so the sidebar follows. */
  onSaved: (meta: EmailsMeta) => void
}

const hasContent = (d: ComposeDraft) => Boolean(d.to.length || d.cc.length || d.bcc.length || d.subject.trim() || d.message.trim() || d.attachments.length)
/**
 * New message, reply or draft in a dialog: to/cc/bcc chips, subject, rich text, attachments.
 * Closing keeps the message as a draft (nothing typed is lost); Send moves it to Sent.
 */
export function ComposeDialog({ initial, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<ComposeDraft>(initial)
  const [showCopies, setShowCopies] = useState(initial.cc.length > 0 || initial.bcc.length > 0)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState<'send' | 'save' | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const set = <K extends keyof ComposeDraft>(key: K, value: ComposeDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    setErrors((e) => (e[key] ? { ...e, [key]: [] } : e))
  }
  const validateAddress = (entry: string) => (isEmailAddress(entry) ? null : t`“${entry}” is not an e-mail address`)

  const addFiles = async (files: FileList | null) => {
    if (!files) return
    const added: ComposeAttachment[] = []
    for (const file of Array.from(files)) {
      if (file.size > MAX_ATTACHMENT_BYTES) {
        toast.error(t`“${file.name}” is larger than 5 MB`, { description: t`Attach a smaller file or share a link instead.` })
        continue
      }
      added.push({ fileName: file.name, size: formatBytes(file.size, i18n.locale), thumbnail: '', url: await readAsDataUrl(file) })
    }
    setDraft((d) => ({ ...d, attachments: [...d.attachments, ...added].slice(0, 10) }))
    if (fileInput.current) fileInput.current.value = ''
  }

  /** Saves (draft) or sends, then closes; a failure keeps the dialog open with the reasons shown. */
  const submit = async (kind: 'save' | 'send') => {
    setBusy(kind)
    try {
      const answer = await (kind === 'send' ? emailApi.send(draft) : emailApi.saveDraft(draft))
      onSaved(answer.emailsMeta)
      toast.success(kind === 'send' ? t`Message sent` : t`Draft saved`, { description: draft.subject || undefined })
      onClose()
    } catch (error) {
      const failure = toApiFailure(error)
      setErrors(failure.fields ?? {})
      toast.error(kind === 'send' ? t`The message could not be sent` : t`The draft could not be saved`, { description: failure.message })
      setBusy(null)
    }
  }

  /** Closing keeps what was typed as a draft (nothing to keep: it just closes). */
  const close = async () => {
    if (busy) return
    if (!hasContent(draft)) return onClose()
    await submit('save')
  }

  const send = async () => {
    if (!draft.to.length) {
      setErrors({ to: [t`Add at least one recipient`] })
      return
    }
    await submit('send')
  }

  const discard = async () => {
    if (draft.id !== undefined) {
      try {
        const answer = await emailApi.update([draft.id], { data: { isDeleted: true } })
        onSaved(answer.emailsMeta)
        toast.info(t`Draft moved to the trash`)
      } catch (error) {
        toast.error(t`The draft could not be deleted`, { description: toApiFailure(error).message })
        return
      }
    }
    onClose()
  }

  const errorsOf = (key: string) => Object.entries(errors).filter(([k]) => k === key || k.startsWith(`${key}.`)).flatMap(([, v]) => v)
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && void close()}
      title={draft.id ? t`Edit draft` : t`New message`}
      footer={
        <>
          <IconButton label={t`Discard`} onClick={() => void discard()} disabled={busy !== null}><IconTrash /></IconButton>
          <span className={css({ flex: '1' })} />
          <Button variant="outline" onClick={() => void close()} loading={busy === 'save'} disabled={busy === 'send'}><Trans>Save draft</Trans></Button>
          <Button onClick={() => void send()} loading={busy === 'send'} disabled={busy === 'save'} data-action="send">
            <IconSend size={18} aria-hidden="true" className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
            <Trans>Send</Trans>
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void send()
        }}
        onKeyDown={(e) => {
          // Ctrl/⌘+Enter sends from anywhere in the form.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault()
            void send()
          }
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <FormField label={<Trans>To</Trans>} required errors={errorsOf('to')}>
          {(p) => <ChipsInput {...p} label={t`To`} value={draft.to} onChange={(v) => set('to', v)} validate={validateAddress} placeholder={t`name@example.com`} />}
        </FormField>
        {showCopies ? (
          <>
            <FormField label={<Trans>Cc</Trans>} errors={errorsOf('cc')}>
              {(p) => <ChipsInput {...p} label={t`Cc`} value={draft.cc} onChange={(v) => set('cc', v)} validate={validateAddress} />}
            </FormField>
            <FormField label={<Trans>Bcc</Trans>} errors={errorsOf('bcc')}>
              {(p) => <ChipsInput {...p} label={t`Bcc`} value={draft.bcc} onChange={(v) => set('bcc', v)} validate={validateAddress} />}
            </FormField>
          </>
        ) : (
          <button type="button" onClick={() => setShowCopies(true)} className={css({ alignSelf: 'flex-start', fontSize: 'sm', color: 'primary.text', cursor: 'pointer', _hover: { textDecoration: 'underline' } })}>
            <Trans>Add Cc / Bcc</Trans>
          </button>
        )}
        <FormField label={<Trans>Subject</Trans>} errors={errorsOf('subject')}>
          <Input value={draft.subject} onChange={(e) => set('subject', e.target.value)} maxLength={300} />
        </FormField>
        <FormField label={<Trans>Message</Trans>} errors={errorsOf('message')}>
          {(p) => (
            <Suspense fallback={<Skeleton className={css({ h: '12rem', w: 'full' })} />}>
              <RichTextEditor {...p} label={t`Message`} value={draft.message} onChange={(html) => set('message', html)} minHeight="12rem" />
            </Suspense>
          )}
        </FormField>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <input ref={fileInput} type="file" multiple hidden onChange={(e) => void addFiles(e.target.files)} aria-hidden="true" tabIndex={-1} />
          <Button variant="ghost" size="sm" onClick={() => fileInput.current?.click()} disabled={draft.attachments.length >= 10}>
            <IconPaperclip size={16} aria-hidden="true" />
            <Trans>Attach files</Trans>
          </Button>
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}><Trans>Up to 10 files, 5 MB each</Trans></span>
          {draft.attachments.length > 0 && (
            <ul aria-label={t`Attachments`} className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2', flexBasis: 'full' })}>
              {draft.attachments.map((a, i) => (
                <li key={`${a.fileName}-${i}`} className={css({ display: 'flex', alignItems: 'center', gap: '2', ps: '3', pe: '1', py: '1', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', fontSize: 'sm' })}>
                  <IconPaperclip size={14} aria-hidden="true" />
                  <span dir="auto" className={css({ maxW: '12rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{a.fileName}</span>
                  <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{a.size}</span>
                  <IconButton size="sm" label={t`Remove ${a.fileName}`} onClick={() => set('attachments', draft.attachments.filter((_, j) => j !== i))}><IconX /></IconButton>
                </li>
              ))}
            </ul>
          )}
        </div>
        {errorsOf('attachments').length > 0 && <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>{errorsOf('attachments')[0]}</p>}
      </form>
    </Dialog>
  )
}
