import { useEffect, useRef } from 'react'
import {
  IconArrowBackUp, IconArrowForwardUp, IconArrowLeft, IconChevronLeft, IconChevronRight, IconCornerUpLeftDouble, IconFolder, IconMail,
  IconRestore, IconStar, IconStarFilled, IconTag, IconTrash,
} from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Email } from '@/core/api/contract/demo/email'
import { Badge, Button, IconButton, Menu } from '@/ui'
import { MailMessage, MailThread } from './MailMessage'
import { LABELS, MOVE_TARGETS, labelInfo, type Mailbox } from './meta'
import type { MailChange } from './use-mailbox'

export type ReplyKind = 'reply' | 'replyAll' | 'forward'

type Props = {
  email: Email
  mailbox: Mailbox
  onClose: () => void
  onPrev?: () => void
  onNext?: () => void
  onChange: (ids: number[], change: MailChange) => void
  onTrash: (ids: number[]) => void
  onReply: (kind: ReplyKind) => void
}

/** The open message: actions, subject and labels, the message and its thread, then reply / reply all / forward. */
export function MailReader({ email, mailbox, onClose, onPrev, onNext, onChange, onTrash, onReply }: Props) {
  const { t, i18n } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  // Screen-reader and keyboard users land on the subject of the message they opened.
  useEffect(() => heading.current?.focus(), [email.id])
  const ids = [email.id]
  return (
    <section aria-label={t`Message`} className={css({ display: 'flex', flexDirection: 'column', h: 'full', minH: '0', bg: 'bg.canvas' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1', px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border', bg: 'bg.surface' })}>
        <IconButton label={t`Back to the list (Esc)`} onClick={onClose}><IconArrowLeft className={css({ _rtl: { transform: 'scaleX(-1)' } })} /></IconButton>
        <span className={css({ flex: '1' })} />
        <IconButton label={email.isStarred ? t`Unstar (s)` : t`Star (s)`} aria-pressed={email.isStarred} onClick={() => onChange(ids, { data: { isStarred: !email.isStarred } })}>
          {email.isStarred ? <IconStarFilled className={css({ color: 'warning' })} /> : <IconStar />}
        </IconButton>
        <IconButton label={t`Mark as unread`} onClick={() => {
          onChange(ids, { data: { isRead: false } })
          onClose()
        }}><IconMail /></IconButton>
        {mailbox !== 'trashed' && (
          <Menu
            placement="bottom-end"
            items={MOVE_TARGETS.filter((f) => f.id !== email.folder).map((f) => ({ value: f.id, label: i18n._(f.label), onSelect: () => onChange(ids, { data: { folder: f.id } }) }))}
            trigger={<IconButton label={t`Move to`}><IconFolder /></IconButton>}
          />
        )}
        <Menu
          placement="bottom-end"
          items={LABELS.map((l) => ({ value: l.id, label: (email.labels.includes(l.id) ? '✓ ' : '') + i18n._(l.label), onSelect: () => onChange(ids, { label: l.id }) }))}
          trigger={<IconButton label={t`Toggle label`}><IconTag /></IconButton>}
        />
        {email.isDeleted ? (
          <IconButton label={t`Restore`} onClick={() => onChange(ids, { data: { isDeleted: false } })}><IconRestore /></IconButton>
        ) : (
          <IconButton label={t`Move to trash (#)`} onClick={() => onTrash(ids)}><IconTrash /></IconButton>
        )}
        <IconButton label={t`Newer message (k)`} disabled={!onPrev} onClick={onPrev}><IconChevronLeft className={css({ _rtl: { transform: 'scaleX(-1)' } })} /></IconButton>
        <IconButton label={t`Older message (j)`} disabled={!onNext} onClick={onNext}><IconChevronRight className={css({ _rtl: { transform: 'scaleX(-1)' } })} /></IconButton>
      </div>
      <div className={css({ flex: '1', overflowY: 'auto', p: { base: '3', md: '5' }, display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <h2 ref={heading} tabIndex={-1} dir="auto" className={css({ fontSize: 'lg', fontWeight: 'semibold', outline: 'none', wordBreak: 'break-word' })}>
            {email.subject || t`(no subject)`}
          </h2>
          {email.labels.map((l) => (
            <Badge key={l} variant="subtle" size="sm" className={css({ gap: '1.5' })}>
              <span aria-hidden="true" className={css({ w: '2', h: '2', borderRadius: 'full' })} style={{ background: labelInfo(l).color }} />
              {i18n._(labelInfo(l).label)}
            </Badge>
          ))}
        </div>
        <MailMessage email={email} />
        <MailThread replies={email.replies} />
        {!email.isDeleted && (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', py: '2' })}>
            <Button variant="outline" onClick={() => onReply('reply')}><IconArrowBackUp size={18} aria-hidden="true" /><Trans>Reply</Trans></Button>
            <Button variant="outline" onClick={() => onReply('replyAll')}><IconCornerUpLeftDouble size={18} aria-hidden="true" /><Trans>Reply all</Trans></Button>
            <Button variant="outline" onClick={() => onReply('forward')}><IconArrowForwardUp size={18} aria-hidden="true" /><Trans>Forward</Trans></Button>
          </div>
        )}
      </div>
    </section>
  )
}
