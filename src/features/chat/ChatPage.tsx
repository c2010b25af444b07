import { useState } from 'react'
import { IconMessages } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { Drawer, EmptyState, ErrorState, Skeleton } from '@/ui'
import { ChatSidebar } from './ChatSidebar'
import { Conversation } from './Conversation'
import { ProfilePanel } from './ProfilePanel'
import { useChat } from './use-chat'

const pane = css({ bg: 'bg.surface', minH: '0', minW: '0', flexDirection: 'column' })

/** `apps-chat`: chats and contacts on the start side, the open conversation on the end side; one pane at a time on a phone. */
export default function ChatPage() {
  const { t } = useLingui()
  const chat = useChat()
  const [panel, setPanel] = useState<'me' | 'contact' | null>(null)
  const hasOpen = chat.userId !== null
  const person = panel === 'me' ? chat.lists?.profileUser : panel === 'contact' ? chat.open?.contact : null

  return (
    <div
      className={css({
        display: 'grid', gridTemplateColumns: { base: '1fr', md: '20rem 1fr' }, h: { base: 'calc(100dvh - 9rem)', md: 'calc(100dvh - 12rem)' }, minH: '30rem',
        borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', overflow: 'hidden', boxShadow: 'card', bg: 'bg.surface',
      })}
    >
      <h1 className={css({ srOnly: true })}><Trans>Chat</Trans></h1>
      <aside aria-label={t`Chats and contacts`} className={cx(pane, css({ display: { base: hasOpen ? 'none' : 'flex', md: 'flex' }, borderInlineEndWidth: '1px', borderColor: 'border' }))}>
        <ChatSidebar
          data={chat.lists}
          loading={chat.listsLoading}
          error={chat.listsError}
          onRetry={chat.reloadLists}
          search={chat.search}
          onSearch={chat.setSearch}
          activeId={chat.userId}
          onOpen={chat.openUser}
          onShowProfile={() => setPanel('me')}
        />
      </aside>
      <div className={cx(pane, css({ display: { base: hasOpen ? 'flex' : 'none', md: 'flex' } }))}>
        {!hasOpen ? (
          <div className={css({ m: 'auto', p: '6' })}>
            <EmptyState
              title={<Trans>Start a conversation</Trans>}
              description={<Trans>Pick a chat or a contact from the list.</Trans>}
              action={<IconMessages size={40} aria-hidden="true" className={css({ color: 'fg.subtle', mx: 'auto' })} />}
            />
          </div>
        ) : chat.open && chat.lists ? (
          <Conversation
            contact={chat.open.contact}
            chat={chat.open.chat}
            meId={chat.lists.profileUser.id}
            sending={chat.sending}
            onSend={chat.send}
            onBack={() => chat.openUser(null)}
            onShowContact={() => setPanel('contact')}
          />
        ) : chat.openError ? (
          <div className={css({ m: 'auto', p: '6' })}>
            {chat.openError.status === 404 ? (
              <EmptyState title={<Trans>This contact no longer exists</Trans>} description={<Trans>Pick another chat or contact from the list.</Trans>} />
            ) : (
              <ErrorState error={chat.openError} onRetry={chat.reloadOpen} />
            )}
          </div>
        ) : (
          <div aria-busy="true" aria-label={t`Loading conversation`} className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4' })}>
            {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className={css({ h: '10', w: i % 2 ? '2/3' : '1/2', alignSelf: i % 2 ? 'flex-end' : 'flex-start' })} />)}
          </div>
        )}
      </div>
      <Drawer open={!!person} onOpenChange={(open) => !open && setPanel(null)} size="sm" title={panel === 'me' ? <Trans>Your profile</Trans> : <Trans>Contact</Trans>}>
        {person && <ProfilePanel person={person} />}
      </Drawer>
    </div>
  )
}
