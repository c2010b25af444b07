import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The tiles of the ACL demo: each is rendered only when the ability allows its action on its subject. */
export type DemoTile = { id: string; action: string; subject: string; title: MessageDescriptor; body: MessageDescriptor }

export const DEMO_TILES: readonly DemoTile[] = [
  {
    id: 'read',
    action: 'read',
    subject: 'AclDemo',
    title: msg`Read the demo`,
    body: msg`Everyone allowed on this page sees this tile: their rules let them read AclDemo.`,
  },
  {
    id: 'update',
    action: 'update',
    subject: 'AclDemo',
    title: msg`Edit the demo`,
    body: msg`Shown to those who may update AclDemo. A reader-only account never gets this tile.`,
  },
  {
    id: 'read-all',
    action: 'read',
    subject: 'all',
    title: msg`Read every subject`,
    body: msg`Shown when the rules grant reading on all subjects, as office and sales accounts have.`,
  },
  {
    id: 'manage',
    action: 'manage',
    subject: 'all',
    title: msg`Manage everything`,
    body: msg`Administrators only: managing all subjects covers every action, including deleting.`,
  },
]

/** Choices offered by the ability checker. */
export const CHECK_ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const
export const CHECK_SUBJECTS = ['AclDemo', 'Process', 'Company', 'Person', 'GroupRole', 'User', 'all'] as const
