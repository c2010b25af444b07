import { useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { useLingui } from '@lingui/react/macro'
import { IconChartPie, IconEdit, IconFeather, IconShieldCheck, IconUser } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import type { DemoUser } from '@/core/api/contract/demo/users'
import { Avatar, Badge } from '@/ui'
import { RecordRowActions, actionsColumn } from '@/ui/record'
import { PLAN_LABELS, ROLE_LABELS, STATUS_LABELS, STATUS_TONES } from './labels'

const link = css({ color: 'fg', fontWeight: 'medium', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })
const muted = css({ fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis' })

export const ROLE_ICONS = { admin: IconShieldCheck, editor: IconEdit, author: IconFeather, maintainer: IconChartPie, subscriber: IconUser } as const
const ROLE_COLORS = { admin: 'danger.text', editor: 'info.text', author: 'warning.text', maintainer: 'success.text', subscriber: 'primary.text' } as const

export const memberHref = (id: number, tab?: string) => pathFor('apps-members-view-id', tab ? { id: String(id), tab } : { id: String(id) })

/** The members table's columns: member (avatar, name, e-mail), role, plan, status, actions. */
export function useMemberColumns(onDelete: (m: DemoUser) => void): ColumnDef<DemoUser>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<DemoUser>[]>(
    () => [
      {
        id: 'user',
        header: t`Member`,
        cell: ({ row: { original: m } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '14rem' })}>
            <Avatar name={m.fullName} src={m.avatar || null} size="sm" decorative />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
              <Link className={link} href={memberHref(m.id)}>{m.fullName}</Link>
              <span className={muted} title={m.email}>{m.email}</span>
            </div>
          </div>
        ),
      },
      {
        id: 'role',
        header: t`Role`,
        cell: ({ row: { original: m } }) => {
          const Icon = ROLE_ICONS[m.role]
          return (
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', whiteSpace: 'nowrap' })}>
              <Icon size={18} aria-hidden="true" className={css({ color: ROLE_COLORS[m.role] })} />
              {i18n._(ROLE_LABELS[m.role])}
            </span>
          )
        },
      },
      { id: 'plan', header: t`Plan`, cell: ({ row }) => i18n._(PLAN_LABELS[row.original.currentPlan]) },
      { id: 'email', header: t`E-mail`, meta: { hideBelow: 'xl' }, cell: ({ row }) => <span className={css({ whiteSpace: 'nowrap' })}>{row.original.email}</span> },
      { id: 'status', header: t`Status`, cell: ({ row }) => <Badge tone={STATUS_TONES[row.original.status]}>{i18n._(STATUS_LABELS[row.original.status])}</Badge> },
      actionsColumn((m) => <RecordRowActions name={m.fullName} viewHref={memberHref(m.id)} onDelete={() => onDelete(m)} />),
    ],
    [t, i18n, onDelete],
  )
}
