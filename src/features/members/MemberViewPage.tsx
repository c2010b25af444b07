import { IconMail, IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { useResource } from '@/core/list/use-resource'
import type { DemoUserDetail } from '@/core/api/contract/demo/users'
import { Avatar, Badge, Button, Card, DetailList, Tabs, toast } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordPending } from '@/ui/record'
import { confirmDeleteLazy as confirmDelete } from '@/ui/record/confirm-delete-lazy'
import { demoFetcher, membersApi } from './api'
import { PLAN_LABELS, ROLE_LABELS, STATUS_LABELS, STATUS_TONES } from './labels'
import { memberHref } from './member-columns'
import { MemberPlan } from './MemberPlan'
import { MemberNotifications } from './MemberNotifications'
import { MemberConnections } from './MemberConnections'

const TABS = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const
type Tab = (typeof TABS)[number]

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '20rem minmax(0, 1fr)' }, alignItems: 'start' })
const statRow = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', my: '4', textAlign: 'center' })
const stat = css({ bg: 'bg.subtle', borderRadius: 'md', p: '3', '& strong': { display: 'block', fontSize: 'lg' }, '& span': { fontSize: 'xs', color: 'fg.muted' } })

/** `apps-members-view-id`: one member's card and tabs, the tab kept in the URL; unknown id → "User not found". */
export default function MemberViewPage() {
  const { t, i18n } = useLingui()
  const { id = '', tab: rawTab } = useParams<{ id: string; tab?: string }>()
  const [, navigate] = useLocation()
  const tab: Tab = (TABS as readonly string[]).includes(rawTab ?? '') ? (rawTab as Tab) : 'account'
  const member = useResource<DemoUserDetail>(`${membersApi.users}/${encodeURIComponent(id)}`, { fetcher: demoFetcher })
  const m = member.data
  const crumbs = [{ label: <Trans>Members</Trans>, href: pathFor('apps-members-list') }, { label: m?.fullName ?? `#${id}` }]
  if (member.error || !m) {
    const title = member.error?.status === 404 ? <Trans>User not found</Trans> : <Trans>Member #{id}</Trans>
    return <RecordPending title={title} breadcrumbs={crumbs} error={member.error} onRetry={member.reload} />
  }

  const remove = () =>
    void confirmDelete({
      title: t`Delete ${m.fullName}?`,
      message: t`${m.fullName} (${m.email}) will be removed from the members. This cannot be undone.`,
      confirmLabel: t`Delete`,
      remove: () => membersApi.remove(m.id),
      onDone: () => navigate(pathFor('apps-members-list')),
      messages: { deleted: t`Member deleted`, failed: t`Could not delete the member` },
    })

  return (
    <>
      <PageHeader
        title={m.fullName}
        subtitle={<Trans>Member #{m.id}</Trans>}
        breadcrumbs={crumbs}
        actions={
          <Button variant="outline" tone="neutral" startIcon={<IconTrash />} onClick={remove}>
            <Trans>Delete</Trans>
          </Button>
        }
      />
      <div className={grid}>
        <Card>
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center' })}>
            <Avatar name={m.fullName} src={m.avatar || null} size="xl" decorative />
            <strong className={css({ fontSize: 'lg', wordBreak: 'keep-all' })}>{m.fullName}</strong>
            <div className={css({ display: 'flex', gap: '2' })}>
              <Badge tone="neutral">{i18n._(ROLE_LABELS[m.role])}</Badge>
              <Badge tone={STATUS_TONES[m.status]}>{i18n._(STATUS_LABELS[m.status])}</Badge>
            </div>
          </div>
          <div className={statRow}>
            <div className={stat}><strong>{i18n.number(m.taskDone)}</strong><span>{t`Tasks done`}</span></div>
            <div className={stat}><strong>{i18n.number(m.projectDone)}</strong><span>{t`Projects done`}</span></div>
          </div>
        </Card>
        <Tabs
          label={t`Member sections`}
          value={tab}
          onValueChange={(next) => navigate(memberHref(m.id, next), { replace: true })}
          items={[
            {
              value: 'account',
              label: t`Account`,
              content: (
                <Card title={t`Account details`}>
                  <DetailList
                    columns={2}
                    items={[
                      { label: <Trans>Username</Trans>, value: <bdi>@{m.username}</bdi> },
                      { label: <Trans>E-mail</Trans>, value: <a className={css({ color: 'primary.text', overflowWrap: 'anywhere' })} href={`mailto:${m.email}`}>{m.email}</a> },
                      { label: <Trans>Company</Trans>, value: m.company || '—' },
                      { label: <Trans>Country</Trans>, value: m.country || '—' },
                      { label: <Trans>Contact</Trans>, value: m.contact ? <bdi>{m.contact}</bdi> : '—' },
                      { label: <Trans>Language</Trans>, value: m.language },
                      { label: <Trans>Tax ID</Trans>, value: <bdi>{m.taxId}</bdi> },
                      { label: <Trans>Plan</Trans>, value: i18n._(PLAN_LABELS[m.currentPlan]) },
                    ]}
                  />
                </Card>
              ),
            },
            {
              value: 'security',
              label: t`Security`,
              content: (
                <Card title={t`Password`} subtitle={t`The member signs in with their e-mail address.`}>
                  <p className={css({ color: 'fg.muted', mb: '4' })}>{t`If ${m.fullName} cannot sign in, send them a link to choose a new password. The current password stops working once they use it.`}</p>
                  <Button startIcon={<IconMail />} onClick={() => toast.success(t`Password reset link sent to ${m.email}`)}>
                    <Trans>Send password reset link</Trans>
                  </Button>
                </Card>
              ),
            },
            { value: 'billing-plans', label: t`Billing & plans`, content: <MemberPlan member={m} /> },
            { value: 'notifications', label: t`Notifications`, content: <MemberNotifications memberId={m.id} name={m.fullName} /> },
            { value: 'connections', label: t`Connections`, content: <MemberConnections memberId={m.id} name={m.fullName} /> },
          ]}
        />
      </div>
    </>
  )
}
