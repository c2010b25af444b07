import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import { IconFile, IconInbox, IconInfoOctagon, IconSend, IconStar, IconTrash } from '@tabler/icons-react'
import type { EmailFolder, EmailLabel, EmailsMeta } from '@/core/api/contract/demo/email'

/** The sidebar's mailboxes: the four folders plus the starred and trash views (spec §7 `filter`). */
export type Mailbox = 'inbox' | 'sent' | 'draft' | 'starred' | 'spam' | 'trashed'
export const MAILBOXES: readonly { id: Mailbox; label: MessageDescriptor; icon: ComponentType<{ size?: number }>; count?: keyof EmailsMeta; countKind?: 'unread' | 'all' }[] = [
  { id: 'inbox', label: msg`Inbox`, icon: IconInbox, count: 'inbox', countKind: 'unread' },
  { id: 'sent', label: msg`Sent`, icon: IconSend },
  { id: 'draft', label: msg`Drafts`, icon: IconFile, count: 'draft', countKind: 'all' },
  { id: 'starred', label: msg`Starred`, icon: IconStar, count: 'star', countKind: 'all' },
  { id: 'spam', label: msg`Spam`, icon: IconInfoOctagon, count: 'spam', countKind: 'unread' },
  { id: 'trashed', label: msg`Trash`, icon: IconTrash },
]
export const isMailbox = (value: string | undefined): value is Mailbox => MAILBOXES.some((m) => m.id === value)

/** Folders a message can be moved to. */
export const MOVE_TARGETS: readonly { id: EmailFolder; label: MessageDescriptor }[] = [
  { id: 'inbox', label: msg`Inbox` },
  { id: 'spam', label: msg`Spam` },
]

/** Label names and their dot colours (token names, so dark mode follows). */
export const LABELS: readonly { id: EmailLabel; label: MessageDescriptor; color: string }[] = [
  { id: 'personal', label: msg`Personal`, color: 'var(--colors-success)' },
  { id: 'company', label: msg`Company`, color: 'var(--colors-info)' },
  { id: 'important', label: msg`Important`, color: 'var(--colors-warning)' },
  { id: 'private', label: msg`Private`, color: 'var(--colors-danger)' },
]
export const labelInfo = (id: EmailLabel) => LABELS.find((l) => l.id === id)!
export const isLabel = (value: string | undefined): value is EmailLabel => LABELS.some((l) => l.id === value)
