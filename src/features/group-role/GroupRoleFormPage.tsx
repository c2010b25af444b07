import { useEffect } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { useResource } from '@/core/list/use-resource'
import { GroupRoleInputSchema } from '@/core/api/contract/product/group-role'
import type { GroupRoleRow } from '@/core/api/contract/product/records-api'
import { Button, ButtonLink, Card, ConflictNotice, ErrorState, FormAlert, LoadingState, PageHeader, toast, useUnsavedChangesGuard, useForm, registerValidationMessages } from '@/ui'
import { groupRolePaths, groupRolesApi } from './api'
import { emptyGroupRole, groupRoleValues } from './group-role-form'
import { GroupRoleFormFields } from './GroupRoleFormFields'

/** Add (`id` undefined) or edit a group role (admin only; the server checks it too). */
export function GroupRoleFormPage({ id }: { id?: string }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const role = useResource<GroupRoleRow>(id ? groupRolesApi.url(id) : null)
  const form = useForm(GroupRoleInputSchema, emptyGroupRole)
  const { reset } = form
  const g = role.data
  useEffect(() => {
    registerValidationMessages({ 'Another group role has this name': msg`Another group role has this name` })
  }, [])
  useEffect(() => {
    if (g) reset(groupRoleValues(g))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start over when the record (re)loads
  }, [g])
  useUnsavedChangesGuard(form.dirty && !form.submitting)

  const submit = form.handleSubmit(async (input) => {
    const saved = id ? await groupRolesApi.update(id, input) : await groupRolesApi.create(input)
    reset(groupRoleValues(saved))
    toast.success(id ? t`Group role saved` : t`Group role added`, { description: saved.name })
    navigate(groupRolePaths.list)
  })
  const reload = async () => {
    const fresh = await role.reload()
    if (fresh) reset(groupRoleValues(fresh))
  }
  const title = id ? <Trans>Edit group role</Trans> : <Trans>Add group role</Trans>
  const crumbs = [{ label: <Trans>Group roles</Trans>, href: groupRolePaths.list }, { label: g?.name ?? (id ? '…' : <Trans>Add</Trans>) }]

  if (role.error) return <><PageHeader title={title} breadcrumbs={crumbs} /><Card><ErrorState error={role.error} onRetry={() => void role.reload()} /></Card></>
  if (id && !g) return <LoadingState />

  return (
    <>
      <PageHeader title={title} subtitle={g ? t`${g.user_count} users hold this role` : undefined} breadcrumbs={crumbs} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Card
          footer={
            <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
              <ButtonLink href={groupRolePaths.list} variant="outline" tone="neutral">
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
          <GroupRoleFormFields form={form} />
        </Card>
      </form>
    </>
  )
}
