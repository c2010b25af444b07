import { IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { ROLE_ACTIONS, ROLE_AREAS, RoleInputSchema, noGrants, type RoleGrants, type RoleInput, type RoleSummary } from '@/core/api/contract/demo/roles'
import { Button, FormActions, CheckboxMatrix, Dialog, FormAlert, FormField, Input, confirm, toast, useFormOnOpen } from '@/ui'
import { confirmDelete } from '@/ui/record/confirm-delete'
import { rolesApi } from './api'
import { ACTION_LABELS, AREA_LABELS, roleName } from './role-labels'
import { registerAccessMessages } from './access-messages'

registerAccessMessages()

type Props = {
  /** The role to edit, `'new'` to add one, null when closed. */
  role: RoleSummary | 'new' | null
  onClose: () => void
  onSaved: () => void
}

const blank = (): RoleInput => ({ name: '', grants: noGrants() })

/** Add or edit a role: its name (fixed for built-in roles) and what it may read, write and create in each area. */
export function RoleDialog({ role, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const editing = role && role !== 'new' ? role : null
  const form = useFormOnOpen(RoleInputSchema, role, () => (editing ? { name: roleName(i18n, editing), grants: editing.grants } : blank()))

  const close = async () => {
    if (form.dirty && !form.submitting && !(await confirm({ title: t`Discard your changes?`, message: t`The role keeps its current permissions.`, confirmLabel: t`Discard`, danger: true }))) return
    onClose()
  }
  const submit = form.handleSubmit(async (input) => {
    // A built-in role's name is fixed: send the stored one, whatever language the form showed it in.
    const body = editing?.key ? { ...input, name: editing.name } : input
    const saved = editing ? await rolesApi.update(editing.id, body) : await rolesApi.create(body)
    toast.success(editing ? t`Role saved` : t`Role added`, { description: roleName(i18n, saved.role) })
    onSaved()
    onClose()
  })
  const remove = () =>
    editing &&
    void confirmDelete({
      title: t`Delete the role ${editing.name}?`,
      message: t`Members keep their accounts; the role and its permissions are removed.`,
      confirmLabel: t`Delete`,
      remove: () => rolesApi.remove(editing.id),
      onDone: () => {
        onSaved()
        onClose()
      },
      messages: { deleted: t`Role deleted`, failed: t`Could not delete the role` },
    })

  const name = editing ? roleName(i18n, editing) : ''
  return (
    <Dialog
      open={role !== null}
      onOpenChange={(open) => (open ? undefined : void close())}
      size="lg"
      title={editing ? t`Edit role: ${name}` : t`Add role`}
      description={t`Choose what members with this role may read, change and create in each area.`}
      footer={<FormActions formId="role-form" saveLabel={<Trans>Save role</Trans>} submitting={form.submitting} onCancel={() => void close()} start={editing && !editing.key ? (
            <Button variant="ghost" tone="neutral" startIcon={<IconTrash />} onClick={remove}>
              <Trans>Delete role</Trans>
            </Button>
          ) : undefined} />}
    >
      <form id="role-form" noValidate onSubmit={(e) => void submit(e)} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormAlert message={form.formError} />
        <FormField
          label={t`Role name`}
          required
          hint={editing?.key ? t`Built-in roles keep their name; their permissions can change.` : undefined}
          errors={form.errorsOf('name')}
        >
          <Input {...form.field('name')} readOnly={Boolean(editing?.key)} autoComplete="off" />
        </FormField>
        <CheckboxMatrix
          label={t`Role permissions`}
          rowHeader={t`Area`}
          selectAll
          rows={ROLE_AREAS.map((a) => ({ id: a, label: i18n._(AREA_LABELS[a]) }))}
          columns={ROLE_ACTIONS.map((a) => ({ id: a, label: i18n._(ACTION_LABELS[a]) }))}
          value={form.values.grants as RoleGrants}
          onChange={(next) => form.setValue('grants', next as RoleGrants)}
          disabled={form.submitting}
        />
      </form>
    </Dialog>
  )
}
