import { useState } from 'react'
import { IconChevronDown, IconDownload, IconFile } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Email } from '@/core/api/contract/demo/email'
import { Avatar } from '@/ui'
import { SafeHtml } from '@/ui/safe-html'
import { longTime } from './text'

/** One message of a thread: sender, time, to/cc/bcc (folded), the sanitised HTML body, attachments. */
export function MailMessage({ email, defaultOpen = true }: { email: Email; defaultOpen?: boolean }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(defaultOpen)
  const [details, setDetails] = useState(false)
  const to = email.to.map((a) => (a.name ? `${a.name} <${a.email}>` : a.email)).join(', ')
  return (
    <article aria-label={t`Message from ${email.from.name}`} className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', boxShadow: 'card' })}>
      <header className={css({ display: 'flex', flexWrap: { base: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', gap: '3', p: '4', borderBottomWidth: open ? '1px' : '0', borderColor: 'border' })}>
        <Avatar name={email.from.name} src={email.from.avatar} decorative />
        <div className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>
          <button type="button" onClick={() => setOpen((v) => !v)} aria-expanded={open} className={css({ display: 'block', textAlign: 'start', cursor: 'pointer', color: 'fg', _focusVisible: { outline: '2px solid', outlineColor: 'primary' } })}>
            <span className={css({ fontWeight: 'semibold' })}>{email.from.name}</span>{' '}
            <span dir="ltr" className={css({ fontSize: 'sm', color: 'fg.muted', display: { base: 'block', md: 'inline' } })}>&lt;{email.from.email}&gt;</span>
          </button>
          {open && (
            <button type="button" onClick={() => setDetails((v) => !v)} aria-expanded={details} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted', cursor: 'pointer', maxW: 'full', _focusVisible: { outline: '2px solid', outlineColor: 'primary' } })}>
              <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{t`to ${email.to.map((a) => a.name || a.email).join(', ') || '—'}`}</span>
              <IconChevronDown size={14} aria-hidden="true" />
            </button>
          )}
          {open && details && (
            <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', mt: '2', fontSize: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { wordBreak: 'break-all' } })}>
              <dt><Trans>From</Trans></dt><dd>{email.from.email}</dd>
              <dt><Trans>To</Trans></dt><dd>{to || '—'}</dd>
              {email.cc.length > 0 && <><dt><Trans>Cc</Trans></dt><dd>{email.cc.join(', ')}</dd></>}
              {email.bcc.length > 0 && <><dt><Trans>Bcc</Trans></dt><dd>{email.bcc.join(', ')}</dd></>}
              <dt><Trans>Date</Trans></dt><dd>{longTime(email.time, i18n.locale)}</dd>
            </dl>
          )}
        </div>
        <time dateTime={email.time} className={css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0, w: { base: 'full', sm: 'auto' }, ps: { base: '13', sm: '0' } })}>{longTime(email.time, i18n.locale)}</time>
      </header>
      {open && (
        <div className={css({ px: '4', pb: '4' })}>
          <SafeHtml html={email.message} className={css({ fontSize: 'sm', color: 'fg' })} />
          {email.attachments.length > 0 && (
            <section aria-label={t`Attachments`} className={css({ mt: '4', pt: '3', borderTopWidth: '1px', borderColor: 'border' })}>
              <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>
                <Trans>Attachments</Trans> ({i18n.number(email.attachments.length)})
              </h3>
              <ul className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {email.attachments.map((a) => (
                  <li key={a.fileName + a.url.length}>
                    <a
                      href={a.url.startsWith('data:') || a.url.startsWith('/') ? a.url : undefined}
                      download={a.fileName}
                      className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', fontSize: 'sm', color: 'fg', textDecoration: 'none', _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary' } })}
                    >
                      <IconFile size={18} aria-hidden="true" />
                      <span dir="auto" className={css({ maxW: '14rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{a.fileName}</span>
                      <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>{a.size}</span>
                      <IconDownload size={16} aria-label={t`Download`} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </article>
  )
}

/** The earlier messages of a thread, newest first, each nesting its own replies. */
export function MailThread({ replies, depth = 0 }: { replies: Email[]; depth?: number }) {
  if (!replies.length) return null
  return (
    <ol className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '3', ps: depth ? { base: '2', md: '6' } : '0' })}>
      {replies.map((r) => (
        <li key={r.id} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <MailMessage email={r} defaultOpen={false} />
          <MailThread replies={r.replies} depth={depth + 1} />
        </li>
      ))}
    </ol>
  )
}
