import { memo, useMemo } from 'react'
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { Email } from '@/core/api/contract/demo/email'
import { Avatar, Checkbox } from '@/ui'
import { labelInfo } from './meta'
import { htmlToText, shortTime } from './text'

type Props = {
  email: Email
  index: number
  selected: boolean
  active: boolean
  /** Which address to show: the sender, or (sent and drafts) the recipients. */
  showRecipients: boolean
  onToggleSelect: (id: number) => void
  onToggleStar: (email: Email) => void
  onOpen: (email: Email) => void
}

const row = css({
  display: 'flex', alignItems: 'center', gap: '2', px: '3', borderBottomWidth: '1px', borderColor: 'border', bg: 'bg.surface',
  _hover: { bg: 'bg.subtle', boxShadow: 'card' },
  '&[data-unread]': { bg: 'bg.surface' },
  '&:not([data-unread])': { bg: 'bg.subtle' },
  '&[data-selected]': { bg: 'primary.subtle' },
  // The active mark sits on the inline start: the right edge in Arabic.
  '&[data-active]': { boxShadow: 'inset 3px 0 0 var(--colors-primary)', _rtl: { boxShadow: 'inset -3px 0 0 var(--colors-primary)' } },
})

/** One message in the list: select, star, then a button that opens it (sender, subject, excerpt, labels, time). */
export const MailRow = memo(function MailRow({ email, index, selected, active, showRecipients, onToggleSelect, onToggleStar, onOpen }: Props) {
  const { t, i18n } = useLingui()
  const excerpt = useMemo(() => htmlToText(email.message).slice(0, 160), [email.message])
  const who = showRecipients ? email.to.map((a) => a.name || a.email).join(', ') || t`(no recipients)` : email.from.name
  const subject = email.subject || t`(no subject)`
  return (
    <li className={row} data-unread={email.isRead ? undefined : ''} data-selected={selected ? '' : undefined} data-active={active ? '' : undefined} data-email-id={email.id}>
      <Checkbox aria-label={t`Select “${subject}”`} checked={selected} onCheckedChange={() => onToggleSelect(email.id)} />
      <button
        type="button"
        aria-label={email.isStarred ? t`Unstar “${subject}”` : t`Star “${subject}”`}
        aria-pressed={email.isStarred}
        onClick={() => onToggleStar(email)}
        className={cx(css({ p: '1', borderRadius: 'md', cursor: 'pointer', color: 'fg.subtle', _hover: { color: 'warning' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary' } }), email.isStarred && css({ color: 'warning' }))}
      >
        {email.isStarred ? <IconStarFilled size={18} aria-hidden="true" /> : <IconStar size={18} aria-hidden="true" />}
      </button>
      <button
        type="button"
        data-row-index={index}
        onClick={() => onOpen(email)}
        className={css({
          flex: '1', minW: '0', display: 'flex', alignItems: 'center', gap: '3', py: '3', textAlign: 'start', cursor: 'pointer', color: 'fg', borderRadius: 'md',
          _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' },
        })}
      >
        <Avatar name={email.from.name} src={showRecipients ? null : email.from.avatar} size="sm" decorative />
        <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: { base: 'column', lg: 'row' }, gap: { base: '0', lg: '3' }, alignItems: { lg: 'baseline' } })}>
          {/* Outside the name's box: the name alone decides its direction (auto). */}
          {!email.isRead && <span className={css({ srOnly: true })}>{t`Unread:`} </span>}
          <span dir="auto" className={cx(css({ flexShrink: 0, w: { lg: '10rem' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 'sm' }), !email.isRead && css({ fontWeight: 'bold' }))}>
            {who}
          </span>
          {/* The message's own direction: English cut at its end in the Arabic UI, not its subject cut away. */}
          <span dir="auto" className={css({ minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 'sm', color: 'fg.muted' })}>
            <span className={cx(css({ color: 'fg' }), !email.isRead && css({ fontWeight: 'semibold' }))}>{subject}</span>
            {excerpt && <span aria-hidden="true"> — {excerpt}</span>}
          </span>
        </span>
        <span className={css({ display: 'flex', alignItems: 'center', gap: '1.5', flexShrink: 0 })}>
          {email.labels.map((l) => (
            <span key={l} title={i18n._(labelInfo(l).label)} className={css({ w: '2', h: '2', borderRadius: 'full' })} style={{ background: labelInfo(l).color }}>
              <span className={css({ srOnly: true })}>{i18n._(labelInfo(l).label)}</span>
            </span>
          ))}
          {email.attachments.length > 0 && <IconPaperclip size={16} aria-label={t`Has attachments`} className={css({ color: 'fg.subtle' })} />}
          <time dateTime={email.time} className={css({ fontSize: 'xs', color: 'fg.muted', minW: '3.5rem', textAlign: 'end' })}>
            {shortTime(email.time, i18n.locale)}
          </time>
        </span>
      </button>
    </li>
  )
})
