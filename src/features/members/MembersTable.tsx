import { Suspense, lazy, useCallback, useState } from 'react'
import { IconPlus } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { useListQuery } from '@/core/list/use-list-query'
import { DEMO_USER_PLANS, DEMO_USER_ROLES, DEMO_USER_STATUSES, type DemoUser, type DemoUserList } from '@/core/api/contract/demo/users'
import { Button, Card, Select } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { confirmDeleteLazy as confirmDelete } from '@/ui/record/confirm-delete-lazy'
import { demoFetcher, membersApi } from './api'
import { PLAN_LABELS, ROLE_LABELS, STATUS_LABELS } from './labels'
import { memberHref, useMemberColumns } from './member-columns'

// The drawer (form, validation, Ark dialog) loads when first opened: the list shows sooner.
const AddMemberDrawer = lazy(() => import('./AddMemberDrawer').then((m) => ({ default: m.AddMemberDrawer })))

type Props = {
  /** Called after a member was added or deleted (e.g. the roles page recounts its cards). */
  onChanged?: () => void
  /** Card title (the roles page names the table; the list page has its page header). */
  title?: string
}

/** Members with search, role/plan/status filters, sort and pages in the URL; add in a drawer, delete with confirmation. */
export function MembersTable({ onChanged, title }: Props) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const [adding, setAdding] = useState(false)
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const openDrawer = () => {
    setDrawerLoaded(true)
    setAdding(true)
  }
  const list = useListQuery<DemoUser>({
    url: membersApi.users,
    fetcher: demoFetcher,
    filters: ['role', 'plan', 'status'],
    defaults: { sortBy: 'user', orderBy: 'asc' },
    select: (r: DemoUserList) => ({ items: r.users, total: r.totalUsers }),
  })
  const refetch = list.refetch
  const onDelete = useCallback(
    (m: DemoUser) =>
      void confirmDelete({
        title: t`Delete ${m.fullName}?`,
        message: t`${m.fullName} (${m.email}) will be removed from the members. This cannot be undone.`,
        confirmLabel: t`Delete`,
        remove: () => membersApi.remove(m.id),
        onDone: () => {
          refetch()
          onChanged?.()
        },
        messages: { deleted: t`Member deleted`, failed: t`Could not delete the member` },
      }),
    [t, refetch, onChanged],
  )
  const columns = useMemberColumns(onDelete)
  const { role, plan, status } = list.state.filters
  const filtered = Boolean(list.state.q || role || plan || status)
  const filter = (name: string, label: string, all: string, options: { value: string; label: string }[]) => (
    <Select aria-label={label} placeholder={all} value={list.state.filters[name] ?? ''} onChange={(e) => list.setFilter(name, e.currentTarget.value || undefined)} options={options} />
  )

  return (
    <Card padding="none" title={title}>
      <DataTableToolbar
        {...toolbarPropsFromList(list)}
        searchPlaceholder={t`Search name or e-mail…`}
        filters={
          <>
            {filter('role', t`Role`, t`All roles`, DEMO_USER_ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]) })))}
            {filter('plan', t`Plan`, t`All plans`, DEMO_USER_PLANS.map((p) => ({ value: p, label: i18n._(PLAN_LABELS[p]) })))}
            {filter('status', t`Status`, t`All statuses`, DEMO_USER_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) })))}
          </>
        }
        actions={
          <Button startIcon={<IconPlus />} onClick={openDrawer}>
            <Trans>Add member</Trans>
          </Button>
        }
        csv={{
          fileName: 'members',
          rows: list.fetchAll,
          columns: [
            { header: t`Full name`, value: (m) => m.fullName },
            { header: t`E-mail`, value: (m) => m.email },
            { header: t`Role`, value: (m) => i18n._(ROLE_LABELS[m.role]) },
            { header: t`Plan`, value: (m) => i18n._(PLAN_LABELS[m.currentPlan]) },
            { header: t`Status`, value: (m) => i18n._(STATUS_LABELS[m.status]) },
            { header: t`Company`, value: (m) => m.company },
            { header: t`Country`, value: (m) => m.country },
          ],
        }}
      />
      <DataTable
        {...tablePropsFromList(list)}
        label={t`Members`}
        columns={columns}
        getRowId={(m) => String(m.id)}
        empty={
          filtered ? (
            <EmptyState compact title={t`No members match`} description={t`Try another search or clear the filters.`} action={<Button variant="outline" onClick={() => list.setState({ q: '', filters: { role: undefined, plan: undefined, status: undefined } })}><Trans>Clear filters</Trans></Button>} />
          ) : (
            <EmptyState compact title={t`No members yet`} description={t`Add the first member of the team.`} action={<Button onClick={openDrawer}><Trans>Add member</Trans></Button>} />
          )
        }
      />
      {drawerLoaded && (
        <Suspense fallback={null}>
          <AddMemberDrawer
            open={adding}
            onOpenChange={setAdding}
            onCreated={() => {
              refetch()
              onChanged?.()
            }}
            onView={(m) => navigate(memberHref(m.id))}
          />
        </Suspense>
      )}
    </Card>
  )
}
