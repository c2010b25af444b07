import { IconSearch } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { ChatContact, ChatsAndContactsResponse } from '@/core/api/contract/demo/chat'
import { Avatar, EmptyState, ErrorState, Input, Skeleton } from '@/ui'
import type { ApiFailure } from '@/core/list/api-failure'
import { PRESENCE_INFO } from './presence'
import { shortTime } from './time'

type Props = {
  data: ChatsAndContactsResponse | null
  loading: boolean
  error: ApiFailure | null
  onRetry: () => void
  search: string
  onSearch: (q: string) => void
  activeId: number | null
  onOpen: (userId: number) => void
  onShowProfile: () => void
}

const heading = css({ px: '4', pt: '4', pb: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })
const row = css({
  display: 'flex', alignItems: 'center', gap: '3', w: 'full', px: '4', py: '2.5', textAlign: 'start', cursor: 'pointer', borderRadius: 'md',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' },
  '&[aria-current=true]': { bg: 'primary.subtle' },
})

/** A contact's avatar with the status dot (the status is also in the accessible name). */
export function PresenceAvatar({ contact, size = 'md' }: { contact: ChatContact; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const { i18n } = useLingui()
  const info = PRESENCE_INFO[contact.status]
  return (
    <span className={css({ position: 'relative', display: 'inline-flex', flexShrink: 0 })}>
      <Avatar name={contact.fullName} src={contact.avatar || undefined} size={size} decorative />
      <span
        data-status={contact.status}
        title={i18n._(info.label)}
        className={css({ position: 'absolute', insetEnd: '0', bottom: '0', w: '3', h: '3', borderRadius: 'full', borderWidth: '2px', borderColor: 'bg.surface' })}
        style={{ background: info.color }}
      />
    </span>
  )
}

/** Left pane: the profile user, search, chats (newest first, unseen badge, last message) and contacts. */
export function ChatSidebar({ data, loading, error, onRetry, search, onSearch, activeId, onOpen, onShowProfile }: Props) {
  const { t, i18n } = useLingui()
  const me = data?.profileUser
  const chatIds = new Set(data?.chatsContacts.map((c) => c.id))
  const others = data?.contacts.filter((c) => !chatIds.has(c.id)) ?? []
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', h: 'full', minH: '0' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' })}>
        {me && (
          <button type="button" onClick={onShowProfile} aria-label={t`Your profile and settings`} className={css({ borderRadius: 'full', cursor: 'pointer', _focusVisible: { outline: '2px solid', outlineColor: 'primary' } })}>
            <PresenceAvatar contact={me} size="sm" />
          </button>
        )}
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onSearch('')}
          placeholder={t`Search by name`}
          aria-label={t`Search chats and contacts`}
          startElement={<IconSearch />}
        />
      </div>
      <div className={css({ flex: '1', overflowY: 'auto', minH: '0', pb: '3' })}>
        {!data && loading ? (
          <div aria-busy="true" aria-label={t`Loading chats`} className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4' })}>
            {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className={css({ h: '10' })} />)}
          </div>
        ) : error && !data ? (
          <ErrorState error={error} onRetry={onRetry} compact />
        ) : data && !data.chatsContacts.length && !others.length ? (
          <EmptyState compact title={<Trans>Nobody matches “{search}”</Trans>} description={<Trans>Search looks at contacts’ names.</Trans>} />
        ) : (
          data && (
            <>
              <h2 className={heading}><Trans>Chats</Trans></h2>
              {data.chatsContacts.length === 0 ? (
                <p className={css({ px: '4', fontSize: 'sm', color: 'fg.muted' })}><Trans>No chats found</Trans></p>
              ) : (
                <ul aria-label={t`Chats`} className={css({ listStyle: 'none', px: '2' })}>
                  {data.chatsContacts.map((c) => {
                    const last = c.chat.lastMessage
                    const unseen = c.chat.unseenMsgs
                    return (
                      <li key={c.id} data-chat-user={c.id}>
                        <button type="button" className={row} aria-current={activeId === c.id || undefined} onClick={() => onOpen(c.id)}>
                          <PresenceAvatar contact={c} />
                          <span className={css({ flex: '1', minW: '0' })}>
                            <span className={css({ display: 'block', fontWeight: 'medium', fontSize: 'sm', truncate: true })}>{c.fullName}</span>
                            <span dir="auto" className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', truncate: true })}>{last?.message ?? c.about}</span>
                          </span>
                          <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1', flexShrink: 0 })}>
                            {last && <time dateTime={last.time} className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{shortTime(last.time, i18n.locale)}</time>}
                            {unseen > 0 && (
                              <span data-unseen aria-label={plural(unseen, { one: '# unread message', other: '# unread messages' })} className={css({ minW: '5', px: '1.5', borderRadius: 'full', bg: 'danger', color: 'white', fontSize: 'xs', fontWeight: 'semibold', textAlign: 'center' })}>
                                {i18n.number(unseen)}
                              </span>
                            )}
                          </span>
                        </button>
                      </li>
                    )
                  })}
                </ul>
              )}
              <h2 className={heading}><Trans>Contacts</Trans></h2>
              {others.length === 0 ? (
                <p className={css({ px: '4', fontSize: 'sm', color: 'fg.muted' })}><Trans>No other contacts</Trans></p>
              ) : (
                <ul aria-label={t`Contacts`} className={css({ listStyle: 'none', px: '2' })}>
                  {others.map((c) => (
                    <li key={c.id} data-contact-user={c.id}>
                      <button type="button" className={row} aria-current={activeId === c.id || undefined} onClick={() => onOpen(c.id)}>
                        <PresenceAvatar contact={c} />
                        <span className={css({ flex: '1', minW: '0' })}>
                          <span className={css({ display: 'block', fontWeight: 'medium', fontSize: 'sm', truncate: true })}>{c.fullName}</span>
                          <span dir="auto" className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', truncate: true })}>{c.about}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        )}
      </div>
    </div>
  )
}
