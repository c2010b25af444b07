import { Trans, useLingui } from '@lingui/react/macro'
import { AutoTextarea, Combobox, DatePicker, FormField, Input, RadioGroup } from '@/ui'
import { DEAL_CART_CONDITIONS, DEAL_CATEGORIES } from '@/core/api/contract/demo/wizards'
import { Invalidable, fieldGrid, ltrInput, span2 } from '../parts'
import { CART_CONDITION_LABELS, DEAL_CATEGORY_LABELS } from './labels'
import type { DealForm, DealValues } from './deal'

export function DealDetailsStep({ form }: { form: DealForm }) {
  const { t, i18n } = useLingui()
  const { startDate, endDate } = form.values
  const dateErrors = [...new Set([...form.errorsOf('startDate'), ...form.errorsOf('endDate')])]
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Deal title</Trans>} required errors={form.errorsOf('title')}>
        <Input {...form.field('title')} placeholder={t`e.g. Spring card-scanner sale`} />
      </FormField>
      <FormField label={<Trans>Deal code</Trans>} required errors={form.errorsOf('code')} hint={<Trans>Customers type it at checkout.</Trans>}>
        <Input {...form.field('code')} dir="ltr" autoCapitalize="characters" placeholder="SPRING-26" className={ltrInput} />
      </FormField>
      <FormField label={<Trans>Description</Trans>} errors={form.errorsOf('description')} className={span2}>
        {(props) => <AutoTextarea {...props} value={form.values.description ?? ''} onValueChange={(value) => form.setValue('description', value)} onBlur={() => form.touch('description')} maxLength={500} minRows={2} />}
      </FormField>
      <Invalidable errors={form.errorsOf('categories')}>
        <Combobox
          label={t`Offered categories`}
          multiple
          placeholder={t`Add a category`}
          options={DEAL_CATEGORIES.map((c) => ({ value: c, label: i18n._(DEAL_CATEGORY_LABELS[c]) }))}
          value={form.values.categories}
          onValueChange={(value) => form.setValue('categories', value as DealValues['categories'])}
          invalid={form.errorsOf('categories').length > 0}
        />
      </Invalidable>
      <Invalidable errors={dateErrors}>
        <DatePicker
          label={t`Deal period`}
          range
          value={[startDate, endDate].filter(Boolean)}
          onValueChange={([start = '', end = '']) => form.setValues({ startDate: start, endDate: end })}
          invalid={dateErrors.length > 0}
        />
      </Invalidable>
      <RadioGroup
        label={<Trans>Cart condition</Trans>}
        name="cartCondition"
        className={span2}
        value={form.values.cartCondition}
        onValueChange={(value) => form.setValue('cartCondition', value as DealValues['cartCondition'])}
        options={DEAL_CART_CONDITIONS.map((c) => ({ value: c, label: i18n._(CART_CONDITION_LABELS[c]) }))}
      />
    </div>
  )
}
