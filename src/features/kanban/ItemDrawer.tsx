import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { KanbanItem, KanbanMember } from '@/core/api/contract/demo/kanban'
import { Avatar, Button, Checkbox, confirm, Drawer, FormAlert, FormField, Input, Textarea, toast } from '@/ui'
import { ChipsInput } from '@/ui/ChipsInput'
import { SUGGESTED_LABELS } from './labels'

type Props = {
  item: KanbanItem
  /** Everyone who can be put on a task. */
  people: readonly KanbanMember[]
  columnTitle: string
  onSave: (item: Partial<KanbanItem> & { id: number }) => Promise<KanbanItem>
  onDelete: (id: number) => Promise<void>
  /** Explains a failed request. */
  reason: (err: unknown, fallback: string) => string
  onClose: () => void
}

/** Edit one task: title, due date, labels, members, attachments, a new comment; delete it. */
export function ItemDrawer({ item, people, columnTitle, onSave, onDelete, reason, onClose }: Props) {
  const { t } = useLingui()
  const [title, setTitle] = useState(item.title)
  const [dueDate, setDueDate] = useState(item.dueDate.slice(0, 10))
  const [labels, setLabels] = useState(item.labels)
  const [members, setMembers] = useState(item.members)
  const [attachments, setAttachments] = useState(String(item.attachments))
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<{ title?: string; dueDate?: string; attachments?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async () => {
    const count = Number(attachments)
    const found = {
      title: title.trim() ? undefined : t`Enter a title`,
      dueDate: !dueDate || !Number.isNaN(Date.parse(dueDate)) ? undefined : t`Enter a valid date`,
      attachments: Number.isInteger(count) && count >= 0 ? undefined : t`Enter a whole number, 0 or more`,
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setBusy(true)
    setFailure(null)
    const note = comment.trim()
    try {
      const saved = await onSave({
        id: item.id,
        title: title.trim(),
        ...(dueDate ? { dueDate } : {}),
        labels,
        members,
        attachments: count,
        ...(note ? { comments: note, commentsCount: item.commentsCount + 1 } : {}),
      })
      toast.success(t`Task saved`, { description: saved.title })
      onClose()
    } catch (err) {
      setFailure(reason(err, t`The task could not be saved.`))
      setBusy(false)
    }
  }

  const remove = async () => {
    const ok = await confirm({ title: t`Delete “${item.title}”?`, message: t`The task is removed from the board.`, confirmLabel: t`Delete`, danger: true })
    if (!ok) return
    setBusy(true)
    try {
      await onDelete(item.id)
      toast.info(t`Task deleted`, { description: item.title })
      onClose()
    } catch (err) {
      setFailure(reason(err, t`The task could not be deleted.`))
      setBusy(false)
    }
  }

  const toggle = (person: KanbanMember, on: boolean) =>
    setMembers((list) => (on ? [...list.filter((m) => m.name !== person.name), person] : list.filter((m) => m.name !== person.name)))

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Edit task</Trans>}
      description={<Trans>In column “{columnTitle}”</Trans>}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={() => void remove()} disabled={busy}><Trans>Delete</Trans></Button>
          <span className={css({ flex: '1' })} />
          <Button variant="outline" tone="neutral" onClick={onClose} disabled={busy}><Trans>Cancel</Trans></Button>
          <Button onClick={() => void save()} loading={busy}><Trans>Save</Trans></Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
        onKeyDown={(e) => {
          // The buttons are in the footer, outside the form: Enter in a one-line field saves.
          const target = e.target as HTMLElement
          if (e.key === 'Enter' && !e.nativeEvent.isComposing && target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox' && !target.closest('[data-chips]')) {
            e.preventDefault()
            void save()
          }
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <FormAlert message={failure} />
        <FormField label={<Trans>Title</Trans>} required errors={errors.title}>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
        </FormField>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
          <FormField label={<Trans>Due date</Trans>} errors={errors.dueDate}>
            <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
          </FormField>
          <FormField label={<Trans>Attachments</Trans>} errors={errors.attachments} hint={<Trans>Number of files attached.</Trans>}>
            <Input type="number" inputMode="numeric" min={0} step={1} value={attachments} onChange={(e) => setAttachments(e.target.value)} />
          </FormField>
        </div>
        <FormField label={<Trans>Labels</Trans>} hint={<Trans>Type a label and press Enter, e.g. {SUGGESTED_LABELS.slice(0, 3).join(', ')}.</Trans>}>
          {(p) => <ChipsInput {...p} label={t`Labels`} value={labels} onChange={setLabels} />}
        </FormField>
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}><Trans>Members</Trans></legend>
          {people.map((person) => (
            <label key={person.name} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
              <Checkbox checked={members.some((m) => m.name === person.name)} onCheckedChange={(on) => toggle(person, on)} />
              <Avatar name={person.name} src={person.img} size="xs" decorative />
              {person.name}
            </label>
          ))}
        </fieldset>
        <section aria-labelledby={`kanban-comments-${item.id}`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h3 id={`kanban-comments-${item.id}`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            <Trans>Comments ({item.commentsCount})</Trans>
          </h3>
          {item.comments ? (
            <blockquote className={css({ bg: 'bg.muted', borderRadius: 'md', p: '3', fontSize: 'sm' })}>
              <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs', mb: '1' })}><Trans>Latest comment</Trans></span>
              {item.comments}
            </blockquote>
          ) : (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}><Trans>No comments yet.</Trans></p>
          )}
          <FormField label={<Trans>Add a comment</Trans>}>
            <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={3} maxLength={2000} />
          </FormField>
        </section>
      </form>
    </Drawer>
  )
}
