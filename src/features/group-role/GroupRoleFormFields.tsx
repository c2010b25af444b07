import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { PERMISSION_CODES, type GroupRoleInputSchema, type PermissionGroup } from '@/core/api/contract/product/group-role'
import { describeCode } from '@/core/access/permission-codes'
import { Checkbox, FormField, Input, Textarea, type Form } from '@/ui'

type Props = { form: Form<typeof GroupRoleInputSchema> }
type Flag = 'has_admin_permission' | 'has_office_permission' | 'has_sales_permission'

const fieldset = css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4', m: '0', minW: '0' })
const legend = css({ px: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'fg' })

/** Name, description, the three permission flags and the permission codes grouped by area. */
export function GroupRoleFormFields({ form }: Props) {
  const { t, i18n } = useLingui()
  const groups: Record<PermissionGroup, string> = { sale: t`Sales`, supplier: t`Supplier`, recruitment: t`Recruitment`, keamato: t`Keamato`, office: t`Office` }
  const flags: { name: Flag; label: string; hint: string }[] = [
    { name: 'has_admin_permission', label: t`Admin`, hint: t`Manage group roles and users.` },
    { name: 'has_office_permission', label: t`Office`, hint: t`Check name cards and keep records clean.` },
    { name: 'has_sales_permission', label: t`Sales`, hint: t`Check name cards of their customers.` },
  ]
  const codes = form.values.codes as string[]
  const toggleCode = (code: string, on: boolean) => {
    form.setValue('codes', (on ? [...codes, code] : codes.filter((c) => c !== code)) as typeof form.values.codes)
    form.touch('codes')
  }
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <FormField label={t`Name`} required errors={form.errorsOf('name')}>
        {(props) => <Input {...props} {...form.field('name')} autoComplete="off" />}
      </FormField>
      <FormField label={t`Description`} errors={form.errorsOf('description')}>
        {(props) => <Textarea {...props} {...form.field('description')} rows={2} />}
      </FormField>
      <fieldset className={fieldset}>
        <legend className={legend}>{t`Permissions`}</legend>
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } })}>
          {flags.map((f) => (
            <div key={f.name}>
              <Checkbox
                name={f.name}
                label={f.label}
                checked={form.values.permissions[f.name]}
                onCheckedChange={(on) => form.setValue('permissions', { ...form.values.permissions, [f.name]: on })}
              />
              <p className={css({ fontSize: 'xs', color: 'fg.muted', ms: '7', mt: '0.5' })}>{f.hint}</p>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldset} aria-describedby={form.errorsOf('codes').length ? 'group-role-codes-error' : undefined}>
        <legend className={legend}>{t`Permission codes`}</legend>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '0', mb: '3' })}>{t`Codes record each user's level in the company's workflow system. What a user may open and change in this app follows their role and the group role's permissions.`}</p>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } })}>
          {(Object.keys(PERMISSION_CODES) as PermissionGroup[]).map((group) => (
            <div key={group} role="group" aria-label={groups[group]}>
              <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>{groups[group]}</p>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                {PERMISSION_CODES[group].map((code) => (
                  <div key={code}>
                    <Checkbox name="codes" value={code} label={code} checked={codes.includes(code)} onCheckedChange={(on) => toggleCode(code, on)} />
                    {describeCode(code) && <p className={css({ fontSize: 'xs', color: 'fg.muted', ms: '7', mt: '0.5' })}>{i18n._(describeCode(code)!)}</p>}
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
        {form.errorsOf('codes').length > 0 && (
          <p id="group-role-codes-error" className={css({ color: 'danger.text', fontSize: 'sm', mt: '2' })}>
            {form.errorsOf('codes')[0]}
          </p>
        )}
      </fieldset>
    </div>
  )
}
