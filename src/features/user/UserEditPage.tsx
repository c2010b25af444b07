import { useEffect, useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { css } from 'styled-system/css'
import { userData } from '@/core/session/session'
import { useResource } from '@/core/list/use-resource'
import type { ListResponse } from '@/core/api/contract/common'
import { UserInputSchema } from '@/core/api/contract/product/user'
import type { GroupRoleRow, UserRow } from '@/core/api/contract/product/records-api'
import { Button, ButtonLink, Card, ConflictNotice, ErrorState, FormAlert, LoadingState, PageHeader, toast, useUnsavedChangesGuard, useForm, registerValidationMessages } from '@/ui'
import { userPaths, usersApi } from './api'
import { userValues } from './user-form'
import { UserFormFields } from './UserFormFields'

const blank = { email: '', first_name: '', last_name: '', phone_number: '', role: 'office' as const, group_role_id: null }

/** `/apps/user/edit/{id}` (admin only): an admin cannot remove their own admin permission (the server refuses, the form says why). */
export default function UserEditPage() {
  useSignals()
  const { t } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const user = useResource<UserRow>(usersApi.url(id))
  const roles = useResource<ListResponse<GroupRoleRow>>('group-roles?itemsPerPage=-1&sortBy=name')
  const groupRoles = useMemo(() => (roles.data?.items ?? []).map((g) => ({ value: String(g.id), label: g.name })), [roles.data])
  const form = useForm(UserInputSchema, blank)
  const { reset } = form
  const u = user.data
  useEffect(() => {
    registerValidationMessages({
      'You cannot remove your own admin permission. Ask another admin to do it.': msg`You cannot remove your own admin permission. Ask another admin to do it.`,
      'Another user has this email address': msg`Another user has this email address`,
      'This group role does not exist': msg`This group role does not exist`,
    })
  }, [])
  useEffect(() => {
    if (u) reset(userValues(u))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start over when the record (re)loads
  }, [u])
  useUnsavedChangesGuard(form.dirty && !form.submitting)

  const submit = form.handleSubmit(async (input) => {
    const saved = await usersApi.update(id, input)
    reset(userValues(saved))
    toast.success(t`User saved`, { description: saved.name })
    navigate(userPaths.view(saved.id))
  })
  const reload = async () => {
    const fresh = await user.reload()
    if (fresh) reset(userValues(fresh))
  }
  // The sign-in accounts act as product users with the same id (loginUsers.productUserId).
  const self = Boolean(u && userData.value && u.email === userData.value.email)
  const crumbs = [{ label: <Trans>Users</Trans>, href: userPaths.list }, ...(u ? [{ label: u.name, href: userPaths.view(u.id) }] : []), { label: <Trans>Edit</Trans> }]

  if (user.error) return <><PageHeader title={<Trans>Edit user</Trans>} breadcrumbs={crumbs} /><Card><ErrorState error={user.error} onRetry={() => void user.reload()} /></Card></>
  if (!u) return <LoadingState />

  return (
    <>
      <PageHeader title={<Trans>Edit user</Trans>} subtitle={u.name} breadcrumbs={crumbs} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Card
          footer={
            <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
              <ButtonLink href={userPaths.view(u.id)} variant="outline" tone="neutral">
                <Trans>Cancel</Trans>
              </ButtonLink>
              <Button type="submit" loading={form.submitting} disabled={form.submitting}>
                <Trans>Save</Trans>
              </Button>
            </div>
          }
        >
          {form.conflict && <ConflictNotice conflict={form.conflict} onReload={reload} />}
          <FormAlert message={form.formError} />
          <UserFormFields form={form} groupRoles={groupRoles} self={self} />
        </Card>
      </form>
    </>
  )
}
