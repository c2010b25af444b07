import { forwardRef, useId, type CSSProperties, type HTMLAttributes } from 'react'
import { IconCalendarEvent, IconMessage2, IconPaperclip } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { KanbanItem } from '@/core/api/contract/demo/kanban'
import { useFormats } from '@/core/i18n/use-formats'
import { Avatar, Badge } from '@/ui'
import { labelTone } from './labels'

type Props = HTMLAttributes<HTMLDivElement> & {
  item: KanbanItem
  /** The slot a dragged card leaves behind. */
  placeholder?: boolean
  /** The copy under the pointer while dragging. */
  lifted?: boolean
  style?: CSSProperties
}

const card = css({
  display: 'flex', flexDirection: 'column', gap: '2', p: '3', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border',
  borderRadius: 'md', boxShadow: 'sm', cursor: 'grab', textAlign: 'start', touchAction: 'manipulation', userSelect: 'none',
  _hover: { borderColor: 'border.strong' },
  _focusVisible: { outline: '2px solid var(--colors-primary)', outlineOffset: '2px' },
})

/** One task on the board: image, labels, title, due date, attachment and comment counts, members. */
export const KanbanCard = forwardRef<HTMLDivElement, Props>(function KanbanCard({ item, placeholder, lifted, className, ...rest }, ref) {
  const { t } = useLingui()
  const formats = useFormats()
  const titleId = useId()
  return (
    <div
      ref={ref}
      {...rest}
      data-card={item.id}
      className={cx(card, placeholder && css({ opacity: '0.35' }), lifted && css({ boxShadow: 'lg', cursor: 'grabbing', transform: 'rotate(2deg)' }), className)}
    >
      {item.image && <img src={item.image} alt="" className={css({ w: 'full', h: '28', objectFit: 'cover', borderRadius: 'sm', bg: 'bg.muted' })} draggable={false} />}
      {item.labels.length > 0 && (
        <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
          {item.labels.map((label) => (
            <Badge key={label} tone={labelTone(label)} size="sm">{label}</Badge>
          ))}
        </span>
      )}
      <span id={titleId} className={css({ fontWeight: 'medium', color: 'fg', wordBreak: 'keep-all', lineBreak: 'strict', overflowWrap: 'anywhere' })}>{item.title}</span>
      <span className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted', fontSize: 'xs', flexWrap: 'wrap' })}>
        {item.dueDate && (
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })} title={t`Due date`}>
            <IconCalendarEvent size={14} aria-hidden="true" />
            <span className={css({ srOnly: true })}>{t`Due`}</span>
            {formats.day(item.dueDate.slice(0, 10))}
          </span>
        )}
        {item.attachments > 0 && (
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })} title={t`Attachments`}>
            <IconPaperclip size={14} aria-hidden="true" />
            <span className={css({ srOnly: true })}>{t`Attachments`}</span>
            {formats.number(item.attachments)}
          </span>
        )}
        {item.commentsCount > 0 && (
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })} title={t`Comments`}>
            <IconMessage2 size={14} aria-hidden="true" />
            <span className={css({ srOnly: true })}>{t`Comments`}</span>
            {formats.number(item.commentsCount)}
          </span>
        )}
        {item.members.length > 0 && (
          <span className={css({ display: 'inline-flex', ms: 'auto' })} title={item.members.map((m) => m.name).join(', ')}>
            {/* Named from its content (labels, title, dates, counts), so the name holds every word the card shows, "+2" too. */}
            <span className={css({ srOnly: true })}>{t`Members: ${item.members.slice(0, 3).map((m) => m.name).join(', ')}`}</span>
            {item.members.slice(0, 3).map((m, i) => (
              <Avatar key={`${m.name}-${i}`} name={m.name} src={m.img} size="xs" decorative className={css({ boxShadow: '0 0 0 2px var(--colors-bg-surface)', '& + &': { ms: '-1.5' } })} />
            ))}
            {item.members.length > 3 && <span className={css({ ms: '1' })}>+{item.members.length - 3}</span>}
          </span>
        )}
      </span>
    </div>
  )
})
