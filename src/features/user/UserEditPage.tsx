import { useEffect, useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { userData } from '@/core/session/session'
import { useResource } from '@/core/list/use-resource'
import type { ListResponse } from '@/core/api/contract/common'
import { UserInputSchema } from '@/core/api/contract/product/user'
import type { GroupRoleRow, UserRow } from '@/core/api/contract/product/records-api'
import { toast, registerValidationMessages } from '@/ui'
import { RecordFormPage, useRecordForm } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { usersApi } from './api'
import { userValues } from './user-form'
import { UserFormFields } from './UserFormFields'

const blank = { email: '', first_name: '', last_name: '', first_name_kana: '', last_name_kana: '', phone_number: '', role: 'office' as const, group_role_id: null }

/** `apps-user-edit` (admin only): an admin cannot remove their own admin permission (the server refuses, the form says why). */
export default function UserEditPage() {
  useSignals()
  const { t } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const user = useResource<UserRow>(usersApi.url(id))
  const roles = useResource<ListResponse<GroupRoleRow>>('group-roles?itemsPerPage=-1&sortBy=name')
  const groupRoles = useMemo(() => (roles.data?.items ?? []).map((g) => ({ value: String(g.id), label: g.name })), [roles.data])
  const names = useNames()
  const recordForm = useRecordForm({
    schema: UserInputSchema,
    empty: blank,
    record: user,
    toValues: userValues,
    save: (input) => usersApi.update(id, input),
    onSaved: (saved) => {
      toast.success(t`User saved`, { description: names.display(saved) })
      navigate(pathFor('apps-user-view', { id: saved.id }))
    },
  })
  useEffect(() => {
    registerValidationMessages({
      'You cannot remove your own admin permission. Ask another admin to do it.': msg`You cannot remove your own admin permission. Ask another admin to do it.`,
      'Another user has this email address': msg`Another user has this email address`,
      'This group role does not exist': msg`This group role does not exist`,
    })
  }, [])
  const u = user.data
  const name = u ? names.display(u) : ''
  // The sign-in accounts act as product users with the same id (loginUsers.productUserId).
  const self = Boolean(u && userData.value && u.email === userData.value.email)
  const crumbs = [{ label: <Trans>Users</Trans>, href: pathFor('apps-user-list') }, ...(u ? [{ label: name, href: pathFor('apps-user-view', { id: u.id }) }] : []), { label: <Trans>Edit</Trans> }]

  return (
    <RecordFormPage
      title={<Trans>Edit user</Trans>}
      subtitle={name}
      breadcrumbs={crumbs}
      recordForm={recordForm}
      cancelHref={pathFor('apps-user-view', { id: u?.id ?? id })}
    >
      <UserFormFields form={recordForm.form} groupRoles={groupRoles} self={self} />
    </RecordFormPage>
  )
}
