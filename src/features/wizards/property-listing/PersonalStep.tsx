import { Trans, useLingui } from '@lingui/react/macro'
import { IconBuildingEstate, IconHomeCheck, IconUserCheck } from '@tabler/icons-react'
import { ChoiceCards, FormField, Input } from '@/ui'
import { PROPERTY_ROLES } from '@/core/api/contract/demo/wizards'
import { Invalidable, fieldGrid, ltrInput, span2 } from '../parts'
import { ROLE_HINTS, ROLE_LABELS } from './labels'
import type { PropertyForm, PropertyValues } from './property'

const ICONS = { owner: <IconHomeCheck />, broker: <IconUserCheck />, builder: <IconBuildingEstate /> }

/** Who lists the property and how to reach them (family name first, as Japanese forms ask). */
export function PersonalStep({ form }: { form: PropertyForm }) {
  const { t, i18n } = useLingui()
  return (
    <div className={fieldGrid}>
      <Invalidable errors={form.errorsOf('role')} className={span2}>
        <ChoiceCards
          type="radio"
          name="role"
          label={t`You are the`}
          columns={3}
          value={form.values.role}
          onValueChange={(value) => form.setValue('role', value as PropertyValues['role'])}
          options={PROPERTY_ROLES.map((role) => ({ value: role, title: i18n._(ROLE_LABELS[role]), description: i18n._(ROLE_HINTS[role]), icon: ICONS[role] }))}
        />
      </Invalidable>
      <FormField label={<Trans>Family name</Trans>} required errors={form.errorsOf('lastName')}>
        <Input {...form.field('lastName')} autoComplete="family-name" />
      </FormField>
      <FormField label={<Trans>Given name</Trans>} required errors={form.errorsOf('firstName')}>
        <Input {...form.field('firstName')} autoComplete="given-name" />
      </FormField>
      <FormField label={<Trans>E-mail</Trans>} required errors={form.errorsOf('email')}>
        <Input {...form.field('email')} type="email" autoComplete="email" dir="ltr" className={ltrInput} />
      </FormField>
      <FormField label={<Trans>Phone</Trans>} required errors={form.errorsOf('phone')}>
        <Input {...form.field('phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" placeholder="03-1234-5678" className={ltrInput} />
      </FormField>
    </div>
  )
}
