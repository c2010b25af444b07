import { useEffect } from 'react'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { useResource } from '@/core/list/use-resource'
import { GroupRoleInputSchema } from '@/core/api/contract/product/group-role'
import type { GroupRoleRow } from '@/core/api/contract/product/records-api'
import { toast, registerValidationMessages } from '@/ui'
import { RecordFormPage, useRecordForm } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { groupRolesApi } from './api'
import { emptyGroupRole, groupRoleValues } from './group-role-form'
import { GroupRoleFormFields } from './GroupRoleFormFields'

/** Add (`id` undefined) or edit a group role (admin only; the server checks it too). */
export function GroupRoleFormPage({ id }: { id?: string }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const role = useResource<GroupRoleRow>(id ? groupRolesApi.url(id) : null)
  const recordForm = useRecordForm({
    schema: GroupRoleInputSchema,
    empty: emptyGroupRole,
    record: role,
    toValues: groupRoleValues,
    save: (input) => (id ? groupRolesApi.update(id, input) : groupRolesApi.create(input)),
    onSaved: (saved) => {
      toast.success(id ? t`Group role saved` : t`Group role added`, { description: saved.name })
      navigate(pathFor('apps-group-role-list'))
    },
  })
  useEffect(() => {
    registerValidationMessages({ 'Another group role has this name': msg`Another group role has this name` })
  }, [])
  const g = role.data
  const title = id ? <Trans>Edit group role</Trans> : <Trans>Add group role</Trans>
  const crumbs = [{ label: <Trans>Group roles</Trans>, href: pathFor('apps-group-role-list') }, { label: g?.name ?? (id ? '…' : <Trans>Add</Trans>) }]

  return (
    <RecordFormPage
      title={title}
      subtitle={g ? plural(g.user_count, { one: '# user holds this role', other: '# users hold this role' }) : undefined}
      breadcrumbs={crumbs}
      recordForm={recordForm}
      cancelHref={pathFor('apps-group-role-list')}
    >
      <GroupRoleFormFields form={recordForm.form} />
    </RecordFormPage>
  )
}
