import { Suspense, lazy, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useResource } from '@/core/list/use-resource'
import type { RoleList, RoleSummary } from '@/core/api/contract/demo/roles'
import { css } from 'styled-system/css'
import { Card, ErrorState } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { demoFetcher, rolesApi } from './api'
import { RoleCards } from './RoleCards'
import { MembersTable } from './MembersTable'

// The dialog (form, matrix, Ark dialog) loads when a role is first opened.
const RoleDialog = lazy(() => import('./RoleDialog').then((m) => ({ default: m.RoleDialog })))

/** `apps-roles`: role cards (member count, avatars, edit), the add/edit role dialog with its permission matrix, and the members. */
export default function RolesPage() {
  const { t } = useLingui()
  const roles = useResource<RoleSummary[]>(rolesApi.list, { fetcher: demoFetcher, select: (r: RoleList) => r.roles })
  const [open, setOpen] = useState<RoleSummary | 'new' | null>(null)
  const [dialogLoaded, setDialogLoaded] = useState(false)
  const show = (role: RoleSummary | 'new') => {
    setDialogLoaded(true)
    setOpen(role)
  }
  const reload = () => void roles.reload()
  return (
    <>
      <PageHeader
        title={<Trans>Roles</Trans>}
        subtitle={<Trans>A role gives its members access to the areas they need. Edit a role to change what it may read, change and create.</Trans>}
        breadcrumbs={[{ label: <Trans>Roles & permissions</Trans> }, { label: <Trans>Roles</Trans> }]}
      />
      {roles.error && !roles.data ? (
        <Card className={css({ mb: '6' })}>
          <ErrorState error={roles.error} onRetry={reload} />
        </Card>
      ) : (
        <RoleCards roles={roles.data} onEdit={show} onAdd={() => show('new')} />
      )}
      <MembersTable title={t`Members and their roles`} onChanged={reload} />
      {dialogLoaded && (
        <Suspense fallback={null}>
          <RoleDialog role={open} onClose={() => setOpen(null)} onSaved={reload} />
        </Suspense>
      )}
    </>
  )
}
