import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { IconArrowLeft, IconCheck, IconChecks, IconInfoCircle, IconSend } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { Chat, ChatContact, ChatMessage } from '@/core/api/contract/demo/chat'
import { Button, IconButton, Textarea } from '@/ui'
import { PRESENCE_INFO } from './presence'
import { PresenceAvatar } from './ChatSidebar'
import { clockTime, dayKey, dayLabel } from './time'

type Props = {
  contact: ChatContact
  chat: Chat | null
  meId: number
  sending: boolean
  onSend: (text: string) => Promise<boolean>
  onBack: () => void
  onShowContact: () => void
}

/** Sent / delivered / seen (spec §4: a new message is sent only). */
function FeedbackIcon({ message }: { message: ChatMessage }) {
  const { t } = useLingui()
  const { isSeen, isDelivered } = message.feedback
  const label = isSeen ? t`Seen` : isDelivered ? t`Delivered` : t`Sent`
  const Icon = isDelivered || isSeen ? IconChecks : IconCheck
  return (
    <span role="img" aria-label={label} title={label} data-feedback={isSeen ? 'seen' : isDelivered ? 'delivered' : 'sent'} className={css({ display: 'inline-flex', color: isSeen ? 'success' : 'fg.subtle' })}>
      <Icon size={14} aria-hidden="true" />
    </span>
  )
}

const bubble = css({ maxW: { base: '85%', md: '70%' }, px: '3', py: '2', borderRadius: 'lg', fontSize: 'sm', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', boxShadow: 'sm' })

/** Right pane: header, the messages with day separators, and the composer (Enter sends, Shift+Enter new line). */
export function Conversation({ contact, chat, meId, sending, onSend, onBack, onShowContact }: Props) {
  const { t, i18n } = useLingui()
  const [text, setText] = useState('')
  const endRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const messages = chat?.messages ?? []

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, contact.id])

  const submit = async () => {
    const value = text.trim()
    if (!value || sending) return
    // Keep the text until it is saved: a failed send loses nothing.
    if (await onSend(value)) setText('')
    inputRef.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void submit()
    }
  }

  let lastDay = ''
  return (
    <section aria-label={t`Conversation with ${contact.fullName}`} className={css({ display: 'flex', flexDirection: 'column', h: 'full', minH: '0' })}>
      <header className={css({ display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' })}>
        <IconButton label={t`Back to chats`} onClick={onBack} className={css({ display: { md: 'none' }, '& svg': { _rtl: { transform: 'scaleX(-1)' } } })}><IconArrowLeft /></IconButton>
        <PresenceAvatar contact={contact} />
        <div className={css({ flex: '1', minW: '0' })}>
          <h2 className={css({ fontWeight: 'semibold', truncate: true })}>{contact.fullName}</h2>
          <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>{contact.role} · {i18n._(PRESENCE_INFO[contact.status].label)}</p>
        </div>
        <IconButton label={t`Contact details`} onClick={onShowContact}><IconInfoCircle /></IconButton>
      </header>
      <div className={css({ flex: '1', overflowY: 'auto', minH: '0', px: '4', py: '3', bg: 'bg.muted' })}>
        {messages.length === 0 ? (
          <p className={css({ textAlign: 'center', color: 'fg.muted', fontSize: 'sm', py: '10' })}><Trans>No messages yet. Say hello to {contact.fullName}.</Trans></p>
        ) : (
          <ol aria-label={t`Messages`} className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' })}>
            {messages.map((m, i) => {
              const own = m.senderId === meId
              const day = dayKey(m.time)
              const separator = day !== lastDay
              lastDay = day
              return (
                <li key={i} data-own={own || undefined} className={css({ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' })}>
                  {separator && (
                    <div role="separator" className={css({ alignSelf: 'center', my: '2', px: '3', py: '0.5', borderRadius: 'full', bg: 'bg.surface', fontSize: 'xs', color: 'fg.muted' })}>
                      {dayLabel(m.time, i18n.locale)}
                    </div>
                  )}
                  <div className={cx(bubble, own ? css({ bg: 'primary', color: 'primary.fg', borderEndEndRadius: 'sm' }) : css({ bg: 'bg.surface', color: 'fg', borderEndStartRadius: 'sm' }))} dir="auto">{m.message}</div>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '1', mt: '0.5', fontSize: 'xs', color: 'fg.subtle' })}>
                    <time dateTime={m.time}>{clockTime(m.time, i18n.locale)}</time>
                    {own && <FeedbackIcon message={m} />}
                  </div>
                </li>
              )
            })}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
        className={css({ display: 'flex', alignItems: 'flex-end', gap: '2', p: '3', borderTopWidth: '1px', borderColor: 'border' })}
      >
        <Textarea
          ref={inputRef}
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t`Message`}
          placeholder={t`Type a message (Enter sends, Shift+Enter adds a line)`}
          maxLength={4000}
          className={css({ flex: '1', resize: 'none', maxH: '32' })}
        />
        <Button type="submit" disabled={!text.trim() || sending} aria-label={t`Send`}>
          <IconSend size={18} aria-hidden="true" className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
          <span className={css({ display: { base: 'none', sm: 'inline' } })}><Trans>Send</Trans></span>
        </Button>
      </form>
    </section>
  )
}
