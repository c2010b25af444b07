import { IconDotsVertical, IconFolder, IconMail, IconMailOpened, IconRefresh, IconRestore, IconTag, IconTrash } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Email } from '@/core/api/contract/demo/email'
import { Checkbox, IconButton, Menu, type MenuItem } from '@/ui'
import { LABELS, MOVE_TARGETS, type Mailbox } from './meta'
import type { MailChange } from './use-mailbox'

type Props = {
  emails: readonly Email[]
  selectedIds: number[]
  mailbox: Mailbox
  onSelectAll: (all: boolean) => void
  onChange: (ids: number[], change: MailChange) => void
  onTrash: (ids: number[]) => void
  onRefresh: () => void
  loading: boolean
}

/** Select-all and the bulk actions (read/unread, move, labels, trash or restore) for the selection. */
export function MailToolbar({ emails, selectedIds, mailbox, onSelectAll, onChange, onTrash, onRefresh, loading }: Props) {
  const { t, i18n } = useLingui()
  const count = selectedIds.length
  const all = count > 0 && count === emails.length
  const selectedEmails = emails.filter((e) => selectedIds.includes(e.id))
  const anyUnread = selectedEmails.some((e) => !e.isRead)
  const moveItems: MenuItem[] = MOVE_TARGETS.filter((f) => f.id !== mailbox).map((f) => ({
    value: f.id, label: i18n._(f.label), onSelect: () => onChange(selectedIds, { data: { folder: f.id } }),
  }))
  const labelItems: MenuItem[] = LABELS.map((l) => ({
    value: l.id,
    label: i18n._(l.label),
    icon: <span aria-hidden="true" className={css({ display: 'inline-block', w: '2.5', h: '2.5', borderRadius: 'full' })} style={{ background: l.color }} />,
    onSelect: () => onChange(selectedIds, { label: l.id }),
  }))
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '1', px: '3', py: '1.5', borderBottomWidth: '1px', borderColor: 'border', minH: '12' })}>
      <Checkbox
        aria-label={all ? t`Select none` : t`Select all`}
        checked={all}
        indeterminate={count > 0 && !all}
        disabled={!emails.length}
        onCheckedChange={(checked) => onSelectAll(checked)}
      />
      {count > 0 ? (
        <>
          <span className={css({ fontSize: 'sm', color: 'fg.muted', mx: '2' })} aria-live="polite">{plural(count, { one: '# selected', other: '# selected' })}</span>
          {mailbox === 'trashed' ? (
            <IconButton label={t`Restore`} onClick={() => onChange(selectedIds, { data: { isDeleted: false } })}><IconRestore /></IconButton>
          ) : (
            <IconButton label={t`Move to trash`} onClick={() => onTrash(selectedIds)}><IconTrash /></IconButton>
          )}
          {anyUnread ? (
            <IconButton label={t`Mark as read`} onClick={() => onChange(selectedIds, { data: { isRead: true } })}><IconMailOpened /></IconButton>
          ) : (
            <IconButton label={t`Mark as unread`} onClick={() => onChange(selectedIds, { data: { isRead: false } })}><IconMail /></IconButton>
          )}
          {moveItems.length > 0 && mailbox !== 'trashed' && (
            <Menu placement="bottom-start" items={moveItems} trigger={<IconButton label={t`Move to`}><IconFolder /></IconButton>} />
          )}
          <Menu placement="bottom-start" items={labelItems} trigger={<IconButton label={t`Toggle label`}><IconTag /></IconButton>} />
        </>
      ) : (
        <span className={css({ fontSize: 'sm', color: 'fg.muted', mx: '2' })} aria-live="polite">
          {plural(emails.length, { one: '# message', other: '# messages' })}
        </span>
      )}
      <span className={css({ flex: '1' })} />
      <IconButton label={t`Refresh`} onClick={onRefresh} loading={loading}><IconRefresh /></IconButton>
      <Menu
        items={[{ value: 'all-read', label: t`Mark all as read`, disabled: !emails.some((e) => !e.isRead), onSelect: () => onChange(emails.filter((e) => !e.isRead).map((e) => e.id), { data: { isRead: true } }) }]}
        trigger={<IconButton label={t`More actions`}><IconDotsVertical /></IconButton>}
      />
    </div>
  )
}
