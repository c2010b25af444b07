import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { describeCode } from '@/core/access/permission-codes'
import { useResource } from '@/core/list/use-resource'
import type { UserRow } from '@/core/api/contract/product/records-api'
import { Badge, Card } from '@/ui'
import { DetailList } from '@/ui/detail/DetailList'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordAvatarTitle, RecordHeaderActions, RecordPending, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { usersApi } from './api'
import { ROLE_LABELS, ROLE_TONES } from './user-labels'
import { userKind } from './user-kind'

const link = css({ color: 'primary.text', textDecoration: 'none', _hover: { textDecoration: 'underline' } })

/** `apps-user-view` (admin only): the workflow user's fields, role, group role and codes. */
export default function UserViewPage() {
  const { t, i18n } = useLingui()
  // The code with what it grants ("E2  Sales permission, level 2").
  const code = (value: string | null | undefined) => {
    if (!value) return null
    const description = describeCode(value)
    return (
      <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <Badge tone="primary" size="sm">{value}</Badge>
        {description && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{i18n._(description)}</span>}
      </span>
    )
  }
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const user = useResource<UserRow>(usersApi.url(id))
  const remove = useDeleteRecords(userKind)
  const names = useNames()
  const u = user.data
  const name = u ? names.display(u) : ''
  const crumbs = [{ label: <Trans>Users</Trans>, href: pathFor('apps-user-list') }, { label: name || '…' }]

  if (user.error || !u) return <RecordPending title={<Trans>User</Trans>} breadcrumbs={crumbs} error={user.error} onRetry={user.reload} />

  return (
    <>
      <PageHeader
        title={<RecordAvatarTitle name={name} />}
        subtitle={u.email}
        breadcrumbs={crumbs}
        actions={<RecordHeaderActions editHref={pathFor('apps-user-edit', { id: u.id })} onDelete={() => remove([u.id], u, () => navigate(pathFor('apps-user-list')))} />}
      />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' })}>
        <Card title={t`Account`}>
          <DetailList
            items={[
              { label: <Trans>Family name</Trans>, value: u.last_name },
              { label: <Trans>Given name</Trans>, value: u.first_name },
              { label: <Trans>Reading (kana)</Trans>, value: [u.last_name_kana, u.first_name_kana].filter(Boolean).join(' ') || null },
              { label: <Trans>Email</Trans>, value: <a href={`mailto:${u.email}`} className={link}>{u.email}</a> },
              { label: <Trans>Phone</Trans>, value: u.phone_number },
              { label: <Trans>Persons owned</Trans>, value: <Link href={pathFor('apps-person-list', {}, { sales: u.id })} className={link}><Trans>Show persons</Trans></Link> },
              { label: <Trans>Updated</Trans>, value: i18n.date(u.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) },
            ]}
          />
        </Card>
        <Card title={t`Access`}>
          <DetailList
            items={[
              { label: <Trans>Role</Trans>, value: <Badge tone={ROLE_TONES[u.role]}>{i18n._(ROLE_LABELS[u.role])}</Badge> },
              { label: <Trans>Group role</Trans>, value: u.group_role_id ? <Link href={pathFor('apps-group-role-edit', { id: u.group_role_id })} className={link}>{u.group_role_name}</Link> : null },
              { label: <Trans>Sales code</Trans>, value: code(u.sale_permission) },
              { label: <Trans>Supplier code</Trans>, value: code(u.supplier_permission) },
              { label: <Trans>Recruitment code</Trans>, value: code(u.recruitment_permission) },
              { label: <Trans>Keamato code</Trans>, value: code(u.keamato_permission) },
              { label: <Trans>Office code</Trans>, value: code(u.office_permission) },
            ]}
          />
        </Card>
      </div>
    </>
  )
}
