import { IconPencil } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { css, cx } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import type { EmailLabel, EmailsMeta } from '@/core/api/contract/demo/email'
import { Button } from '@/ui'
import { LABELS, MAILBOXES, type Mailbox } from './meta'

type Props = {
  mailbox: Mailbox
  label?: EmailLabel
  meta: EmailsMeta | null
  onCompose: () => void
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void
}

const link = css({
  display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm', color: 'fg', textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.text', fontWeight: 'medium' },
  '& svg': { flexShrink: 0 },
})
const heading = css({ px: '3', pt: '5', pb: '2', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.subtle', textTransform: 'uppercase', letterSpacing: 'wide' })

/** Compose button, the mailboxes with their counts (spec §9 emailsMeta) and the four labels. */
export function MailSidebar({ mailbox, label, meta, onCompose, onNavigate }: Props) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Mailboxes`} className={css({ display: 'flex', flexDirection: 'column', p: '4', overflowY: 'auto', h: 'full' })}>
      <Button onClick={onCompose} className={css({ w: 'full', mb: '4' })} title={t`Compose (c)`}>
        <IconPencil size={18} aria-hidden="true" />
        <Trans>Compose</Trans>
      </Button>
      <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        {MAILBOXES.map((m) => {
          const count = m.count && meta ? meta[m.count] : 0
          const href = m.id === 'inbox' ? pathFor('apps-email') : pathFor('apps-email-filter', { filter: m.id })
          const name = i18n._(m.label)
          return (
            <li key={m.id}>
              <Link href={href} onClick={onNavigate} className={link} aria-current={!label && mailbox === m.id ? 'page' : undefined} data-mailbox={m.id}>
                <m.icon size={18} />
                <span className={css({ flex: '1' })}>{name}</span>
                {count > 0 && (
                  <span
                    data-count
                    aria-label={m.countKind === 'unread' ? plural(count, { one: '# unread', other: '# unread' }) : plural(count, { one: '# message', other: '# messages' })}
                    className={cx(css({ minW: '6', px: '1.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'semibold', textAlign: 'center' }), m.countKind === 'unread' ? css({ bg: 'primary', color: 'primary.fg' }) : css({ bg: 'bg.emphasized', color: 'fg' }))}
                  >
                    {i18n.number(count)}
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
      <h2 className={heading}><Trans>Labels</Trans></h2>
      <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        {LABELS.map((l) => (
          <li key={l.id}>
            <Link href={pathFor('apps-email-label', { label: l.id })} onClick={onNavigate} className={link} aria-current={label === l.id ? 'page' : undefined}>
              <span aria-hidden="true" className={css({ w: '2.5', h: '2.5', borderRadius: 'full', mx: '1' })} style={{ background: l.color }} />
              {i18n._(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
