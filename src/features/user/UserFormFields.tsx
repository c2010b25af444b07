import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { ROLES, type UserInputSchema } from '@/core/api/contract/product/user'
import { FormField, Input, Select, type SelectOption, type Form } from '@/ui'
import { describeCode } from '@/core/access/permission-codes'
import { ROLE_LABELS } from './user-labels'

type Props = { form: Form<typeof UserInputSchema>; groupRoles: SelectOption[]; self: boolean }
type CodeName = 'sale_permission' | 'supplier_permission' | 'recruitment_permission' | 'keamato_permission' | 'office_permission'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
const fieldset = css({ gridColumn: '1 / -1', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4', m: '0', minW: '0' })

/** The spec's workflow-user fields, role, group role and the permission codes (one per area). */
export function UserFormFields({ form, groupRoles, self }: Props) {
  const { t, i18n } = useLingui()
  const text = (name: 'last_name' | 'first_name' | 'last_name_kana' | 'first_name_kana' | 'email' | 'phone_number', label: string, extra: { required?: boolean; type?: string; ltr?: boolean; autoComplete?: string; inputMode?: 'email' | 'tel'; hint?: string } = {}) => (
    <FormField label={label} required={extra.required} hint={extra.hint} errors={form.errorsOf(name)}>
      {(props) => <Input {...props} {...form.field(name)} type={extra.type ?? 'text'} dir={extra.ltr ? 'ltr' : undefined} inputMode={extra.inputMode} autoComplete={extra.autoComplete ?? 'off'} />}
    </FormField>
  )
  // "E2 — Sales permission, level 2": the code with its area and level.
  const codeLabel = (code: string) => {
    const description = describeCode(code)
    return description ? `${code} — ${i18n._(description)}` : code
  }
  const codes: { name: CodeName; label: string; options: string[] }[] = [
    { name: 'sale_permission', label: t`Sales code`, options: ['E1', 'E2', 'E3'] },
    { name: 'supplier_permission', label: t`Supplier code`, options: ['S1'] },
    { name: 'recruitment_permission', label: t`Recruitment code`, options: ['R1'] },
    { name: 'keamato_permission', label: t`Keamato code`, options: ['C1'] },
    { name: 'office_permission', label: t`Office code`, options: ['J1', 'J2'] },
  ]
  return (
    <div className={grid}>
      {text('last_name', t`Family name`, { required: true, autoComplete: 'family-name' })}
      {text('first_name', t`Given name`, { required: true, autoComplete: 'given-name' })}
      {/* The readings give the romaji that English, French and Arabic screens show (Haruto Sato). */}
      {text('last_name_kana', t`Family name reading (kana)`, { hint: t`Shown as romaji in other languages` })}
      {text('first_name_kana', t`Given name reading (kana)`)}
      {text('email', t`Email`, { required: true, type: 'email', ltr: true, inputMode: 'email', autoComplete: 'email' })}
      {text('phone_number', t`Phone`, { type: 'tel', ltr: true, inputMode: 'tel', autoComplete: 'tel' })}
      <FormField label={t`Role`} required hint={self ? t`You cannot take away your own admin permission.` : undefined} errors={form.errorsOf('role')}>
        {(props) => (
          <Select
            {...props}
            {...form.field('role')}
            options={ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]) }))}
          />
        )}
      </FormField>
      <FormField label={t`Group role`} errors={form.errorsOf('group_role_id')}>
        {(props) => (
          <Select
            {...props}
            name="group_role_id"
            value={form.values.group_role_id ? String(form.values.group_role_id) : ''}
            onChange={(e) => form.setValue('group_role_id', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            placeholder={t`No group role`}
            options={groupRoles}
          />
        )}
      </FormField>
      <fieldset className={fieldset}>
        <legend className={css({ px: '1', fontSize: 'sm', fontWeight: 'semibold' })}>{t`Permission codes`}</legend>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '0', mb: '3' })}>{t`Codes record each user's level in the company's workflow system. What a user may open and change in this app follows their role and the group role's permissions.`}</p>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } })}>
          {codes.map((c) => (
            <FormField key={c.name} label={c.label} errors={form.errorsOf(c.name)}>
              {(props) => (
                <Select
                  {...props}
                  name={c.name}
                  value={form.values[c.name] ?? ''}
                  onChange={(e) => form.setValue(c.name, (e.currentTarget.value || null) as never)}
                  placeholder={t`None`}
                  options={c.options.map((o) => ({ value: o, label: codeLabel(o) }))}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
