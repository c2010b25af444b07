import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { PERMISSION_ROLES, PermissionInputSchema, type Permission, type PermissionInput } from '@/core/api/contract/demo/permissions'
import { FormActions, Checkbox, Dialog, FormAlert, FormField, Input, confirm, toast, useFormOnOpen } from '@/ui'
import { permissionsApi } from './api'
import { PERMISSION_ROLE_LABELS } from './role-labels'
import { registerAccessMessages } from './access-messages'

registerAccessMessages()

type Props = {
  /** The permission to edit, `'new'` to add one, null when closed. */
  permission: Permission | 'new' | null
  onClose: () => void
  onSaved: () => void
}

const blank = (): PermissionInput => ({ name: '', assignedTo: [] })

/** Add or edit a permission: its name and the roles that hold it. */
export function PermissionDialog({ permission, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const editing = permission && permission !== 'new' ? permission : null
  const form = useFormOnOpen(PermissionInputSchema, permission, () => (editing ? { name: editing.name, assignedTo: [...editing.assignedTo] } : blank()))

  const close = async () => {
    if (form.dirty && !form.submitting && !(await confirm({ title: t`Discard your changes?`, message: t`What you typed will be lost.`, confirmLabel: t`Discard`, danger: true }))) return
    onClose()
  }
  const submit = form.handleSubmit(async (input) => {
    const saved = editing ? await permissionsApi.update(editing.id, input) : await permissionsApi.create(input)
    toast.success(editing ? t`Permission saved` : t`Permission added`, { description: saved.permission.name })
    onSaved()
    onClose()
  })
  const roles = form.values.assignedTo ?? []
  const roleErrors = form.errorsOf('assignedTo')

  return (
    <Dialog
      open={permission !== null}
      onOpenChange={(open) => (open ? undefined : void close())}
      title={editing ? t`Edit permission` : t`Add permission`}
      description={t`Members whose role holds a permission may do what it names.`}
      footer={<FormActions formId="permission-form" saveLabel={<Trans>Save permission</Trans>} submitting={form.submitting} onCancel={() => void close()} />}
    >
      <form id="permission-form" noValidate onSubmit={(e) => void submit(e)} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormAlert message={form.formError} />
        <FormField label={t`Permission name`} required errors={form.errorsOf('name')}>
          <Input {...form.field('name')} autoComplete="off" />
        </FormField>
        <fieldset className={css({ border: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '2' })} aria-invalid={roleErrors.length > 0 || undefined}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>
            <Trans>Assigned to</Trans>
          </legend>
          {PERMISSION_ROLES.map((role) => (
            <Checkbox
              key={role}
              label={i18n._(PERMISSION_ROLE_LABELS[role])}
              checked={roles.includes(role)}
              onCheckedChange={(on) => form.setValue('assignedTo', on ? [...roles, role] : roles.filter((r) => r !== role))}
              onBlur={() => form.touch('assignedTo')}
            />
          ))}
          {roleErrors.map((message) => (
            <p key={message} role="alert" className={css({ m: 0, fontSize: 'xs', color: 'danger.text' })}>{message}</p>
          ))}
        </fieldset>
      </form>
    </Dialog>
  )
}
