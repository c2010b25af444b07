import { useCallback, useEffect, useRef, useState } from 'react'
import { IconKeyboard, IconMenu2, IconSearch } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { Email } from '@/core/api/contract/demo/email'
import { Drawer, EmptyState, ErrorState, IconButton, Input, Skeleton, toast } from '@/ui'
import { ComposeDialog, emptyDraft, type ComposeDraft } from './ComposeDialog'
import { MailReader, type ReplyKind } from './MailReader'
import { MailRow } from './MailRow'
import { MailSidebar } from './MailSidebar'
import { MailToolbar } from './MailToolbar'
import { ShortcutsDialog } from './ShortcutsDialog'
import { labelInfo, MAILBOXES } from './meta'
import { longTime, withPrefix } from './text'
import { useMailbox } from './use-mailbox'
import { useMailKeys } from './use-mail-keys'

const pane = css({ bg: 'bg.surface', minH: '0', display: 'flex', flexDirection: 'column' })

/** Routes `apps-email`, `apps-email-filter` and `apps-email-label`: mailboxes, the list, the open message, compose. */
export default function EmailPage() {
  const { t, i18n } = useLingui()
  const box = useMailbox()
  const { list, open, setOpen, change, selected, setSelected, visibleSelection, mailbox, label } = box
  const emails = list.data
  const [compose, setCompose] = useState<ComposeDraft | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const title = label ? i18n._(labelInfo(label).label) : i18n._(MAILBOXES.find((m) => m.id === mailbox)!.label)

  // Opening an unread message marks it read (spec: the reader shows it as read).
  useEffect(() => {
    if (open && !open.isRead) void change([open.id], { data: { isRead: true } })
  }, [open, change])

  const focusRow = useCallback((index: number) => {
    setFocusIndex(index)
    listRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)?.focus()
  }, [])

  const openEmail = useCallback(
    (email: Email) => {
      // A draft continues in the compose dialog; anything else opens in the reader.
      if (email.folder === 'draft' && !email.isDeleted) {
        setCompose({ id: email.id, to: email.to.map((a) => a.email), cc: email.cc, bcc: email.bcc, subject: email.subject, message: email.message, attachments: email.attachments })
        return
      }
      setFocusIndex(Math.max(0, emails.indexOf(email)))
      setOpen(email.id)
    },
    [emails, setOpen],
  )

  const trash = useCallback(
    async (ids: number[]) => {
      if (!(await change(ids, { data: { isDeleted: true } }))) return
      if (open && ids.includes(open.id)) setOpen(null)
      setSelected(new Set())
      toast.info(plural(ids.length, { one: 'Message moved to the trash', other: '# messages moved to the trash' }), {
        action: { label: t`Undo`, onClick: () => void change(ids, { data: { isDeleted: false } }) },
      })
    },
    [change, open, setOpen, setSelected, t],
  )

  const reply = useCallback(
    (kind: ReplyKind) => {
      if (!open) return
      const quoted = `<p></p><blockquote><p>${t`On ${longTime(open.time, i18n.locale)}, ${open.from.name} wrote:`}</p>${open.message}</blockquote>`
      const others = [...open.to.map((a) => a.email), ...open.cc]
      setCompose({
        ...emptyDraft(),
        to: kind === 'forward' ? [] : [open.from.email],
        cc: kind === 'replyAll' ? others.filter((a) => a !== open.from.email) : [],
        subject: withPrefix(kind === 'forward' ? 'Fwd' : 'Re', open.subject),
        message: quoted,
        attachments: kind === 'forward' ? open.attachments.filter((a) => a.url.startsWith('data:')) : [],
      })
    },
    [open, t, i18n.locale],
  )

  const current = () => open ?? emails[focusIndex]
  useMailKeys({
    move: (delta) => {
      if (!emails.length) return
      const base = open ? emails.indexOf(open) : focusIndex
      const next = Math.min(emails.length - 1, Math.max(0, base + delta))
      if (open) openEmail(emails[next])
      else focusRow(next)
    },
    close: () => open && setOpen(null),
    select: () => {
      const e = current()
      if (e) toggleSelect(e.id)
    },
    star: () => {
      const e = current()
      if (e) void change([e.id], { data: { isStarred: !e.isStarred } })
    },
    trash: () => {
      const ids = visibleSelection.length && !open ? visibleSelection : current() ? [current()!.id] : []
      if (ids.length && mailbox !== 'trashed') void trash(ids)
    },
    unread: () => {
      const e = current()
      if (!e) return
      void change([e.id], { data: { isRead: false } })
      if (open) setOpen(null)
    },
    reply: () => open && reply('reply'),
    compose: () => setCompose(emptyDraft()),
    search: () => searchRef.current?.focus(),
    help: () => setHelpOpen(true),
  })

  const toggleSelect = useCallback(
    (id: number) =>
      setSelected((prev) => {
        const next = new Set(prev)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    [setSelected],
  )
  const toggleStar = useCallback((e: Email) => void change([e.id], { data: { isStarred: !e.isStarred } }), [change])

  // Back from the reader: focus returns to the row that was open.
  const wasOpen = useRef<number | null>(null)
  useEffect(() => {
    if (!open && wasOpen.current !== null) {
      const index = emails.findIndex((e) => e.id === wasOpen.current)
      if (index >= 0) focusRow(index)
    }
    wasOpen.current = open?.id ?? null
  }, [open, emails, focusRow])

  const openIndex = open ? emails.indexOf(open) : -1
  const sidebar = <MailSidebar mailbox={mailbox} label={label} meta={box.meta} onCompose={() => setCompose(emptyDraft())} onNavigate={() => { setMenuOpen(false); setOpen(null) }} />
  return (
    <div
      className={css({
        display: 'grid', gridTemplateColumns: { base: '1fr', md: '15rem 1fr' }, h: { base: 'calc(100dvh - 9rem)', md: 'calc(100dvh - 12rem)' }, minH: '30rem',
        borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', overflow: 'hidden', boxShadow: 'card', bg: 'bg.surface',
      })}
    >
      <h1 className={css({ srOnly: true })}><Trans>E-mail</Trans> — {title}</h1>
      <aside className={cx(pane, css({ display: { base: 'none', md: 'flex' }, borderInlineEndWidth: '1px', borderColor: 'border' }))}>{sidebar}</aside>
      <Drawer open={menuOpen} onOpenChange={setMenuOpen} side="start" size="sm" title={<Trans>Mailboxes</Trans>}>{sidebar}</Drawer>

      <div className={css({ position: 'relative', minW: '0', minH: '0', display: 'flex', flexDirection: 'column' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' })}>
          <IconButton label={t`Mailboxes`} onClick={() => setMenuOpen(true)} className={css({ display: { md: 'none' } })}><IconMenu2 /></IconButton>
          <Input
            ref={searchRef}
            type="search"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && (e.currentTarget.blur(), list.setSearchText(''))}
            placeholder={t`Search by sender or subject`}
            aria-label={t`Search mail`}
            startElement={<IconSearch />}
            className={css({ border: 'none', boxShadow: 'none' })}
          />
          <IconButton label={t`Keyboard shortcuts (?)`} onClick={() => setHelpOpen(true)}><IconKeyboard /></IconButton>
        </div>
        <MailToolbar
          emails={emails}
          selectedIds={visibleSelection}
          mailbox={mailbox}
          loading={list.loading}
          onRefresh={list.refetch}
          onSelectAll={(all) => setSelected(all ? new Set(emails.map((e) => e.id)) : new Set())}
          onChange={(ids, what) => void change(ids, what).then((saved) => saved && setSelected(new Set()))}
          onTrash={(ids) => void trash(ids)}
        />
        <div className={css({ flex: '1', overflowY: 'auto', minH: '0' })}>
          {list.initialLoading ? (
            <div aria-busy="true" aria-label={t`Loading messages`} className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4' })}>
              {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className={css({ h: '10' })} />)}
            </div>
          ) : list.error && !emails.length ? (
            <ErrorState error={list.error} onRetry={list.refetch} compact />
          ) : emails.length === 0 ? (
            <EmptyState
              compact
              title={list.state.q ? <Trans>No messages match “{list.state.q}”</Trans> : <Trans>No messages in {title}</Trans>}
              description={list.state.q ? <Trans>Search looks at the sender’s name and the subject.</Trans> : undefined}
            />
          ) : (
            <ul
              ref={listRef}
              data-mail-list
              aria-label={t`Messages in ${title}`}
              className={css({ listStyle: 'none' })}
              // Shortcuts act on the row that has focus, however it got there (Tab, click, j/k).
              onFocus={(e) => {
                const row = (e.target as HTMLElement).closest<HTMLElement>('li[data-email-id]')
                const index = row ? emails.findIndex((m) => m.id === Number(row.dataset.emailId)) : -1
                if (index >= 0) setFocusIndex(index)
              }}
            >
              {emails.map((email, index) => (
                <MailRow
                  key={email.id}
                  email={email}
                  index={index}
                  selected={selected.has(email.id)}
                  active={index === focusIndex}
                  showRecipients={email.folder === 'sent' || email.folder === 'draft'}
                  onToggleSelect={toggleSelect}
                  onToggleStar={toggleStar}
                  onOpen={openEmail}
                />
              ))}
            </ul>
          )}
        </div>
        {open && (
          <div className={css({ position: 'absolute', inset: '0', zIndex: '1' })}>
            <MailReader
              email={open}
              mailbox={mailbox}
              onClose={() => setOpen(null)}
              onPrev={openIndex > 0 ? () => openEmail(emails[openIndex - 1]) : undefined}
              onNext={openIndex >= 0 && openIndex < emails.length - 1 ? () => openEmail(emails[openIndex + 1]) : undefined}
              onChange={(ids, what) => void change(ids, what)}
              onTrash={(ids) => void trash(ids)}
              onReply={reply}
            />
          </div>
        )}
      </div>
      {compose && <ComposeDialog initial={compose} onClose={() => { setCompose(null); list.refetch() }} onSaved={box.setMeta} />}
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  )
}
