import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { FormField, Input, type Form } from '@/ui'
import type { DoubtableField } from '@/core/api/contract/product/process'
import type { CardFieldName, CardFormSchema } from './card-form'
import { DoubtfulMark } from './DoubtfulFields'
import { NameVariantChips } from './NameVariantChips'

type Extra = { hint?: ReactNode; type?: string; inputMode?: 'email' | 'tel' | 'url' | 'numeric'; dir?: 'ltr'; wide?: boolean; placeholder?: string }

/** The card's fields with the message under each one that needs a correction. */
/** `doubtful`: the fields the reader flagged; `unfound` those of them it expected on the card and found empty. */
export function CardFormFields({ form, doubtful = [], unfound = [] }: { form: Form<typeof CardFormSchema>; doubtful?: readonly DoubtableField[]; unfound?: readonly DoubtableField[] }) {
  const { t } = useLingui()
  const field = (name: CardFieldName, label: string, extra: Extra = {}) => {
    // A field the reader was unsure of carries a "Check" mark after its label.
    const flagged = (doubtful as readonly string[]).includes(name)
    return (
      <FormField
        label={flagged ? <>{label}<DoubtfulMark missing={(unfound as readonly string[]).includes(name)} /></> : label} errors={form.errorsOf(name)} hint={extra.hint} className={extra.wide ? css({ gridColumn: '1 / -1' }) : undefined}>
        {/* What the card printed follows its own script (dir auto): Japanese starts on the left in an Arabic UI too, its head never cut off. */}
        <Input {...form.field(name)} type={extra.type ?? 'text'} inputMode={extra.inputMode} dir={extra.dir ?? 'auto'} placeholder={extra.placeholder} autoComplete="off" />
      </FormField>
    )
  }
  return (
    // In the order a Japanese card is read (company, department and position, name, then address
    // and contacts). One column beside the photo on a tablet; two where there is room.
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })}>
      {field('company', t`Company`, { wide: true })}
      {field('department', t`Department`)}
      {field('position', t`Position`)}
      <div>
        {field('full_name', t`Name`)}
        <NameVariantChips name={String(form.values.full_name ?? '')} onChange={(next) => form.setValue('full_name', next)} />
      </div>
      {field('full_name_kana', t`Reading (kana)`, { hint: t`Hiragana or katakana, e.g. やまだ たろう` })}
      {field('postal_code', t`Postal code`, { inputMode: 'numeric', dir: 'ltr', hint: t`e.g. 100-0005` })}
      {field('address', t`Address`, { wide: true })}
      {field('phone_number', t`Phone`, { type: 'tel', inputMode: 'tel', dir: 'ltr', hint: t`Full-width digits are fine` })}
      {field('email', t`E-mail`, { type: 'email', inputMode: 'email', dir: 'ltr' })}
      {field('website', t`Website`, { type: 'url', inputMode: 'url', dir: 'ltr', placeholder: 'https://' })}
    </div>
  )
}
