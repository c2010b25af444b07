import { IconPlus, IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { InvoiceItem } from '@/core/api/contract/demo/invoice'
import { money } from '@/core/i18n/demo-format'
import { Button, FormField, IconButton, Input } from '@/ui'

/** A line while it is typed: numbers may be half-typed (NaN until they are numbers). */
export type DraftLine = InvoiceItem

type Props = {
  lines: DraftLine[]
  onChange: (lines: DraftLine[]) => void
  errorsOf: (path: string) => string[]
}

const row = css({
  display: 'grid',
  gap: '3',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr 1fr auto', md: 'minmax(0, 3fr) minmax(7rem, 1fr) minmax(5rem, 0.7fr) minmax(7rem, 1fr) auto' },
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border',
})
const amount = css({ alignSelf: 'end', textAlign: 'end', fontVariantNumeric: 'tabular-nums', py: '2', gridColumn: { base: '1 / 3', md: 'auto' } })
const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s))

/** The billed lines: description, cost, quantity, the line's amount as it is typed; add and remove lines. */
export function InvoiceLines({ lines, onChange, errorsOf }: Props) {
  const { t, i18n } = useLingui()
  const update = (i: number, patch: Partial<DraftLine>) => onChange(lines.map((l, k) => (k === i ? { ...l, ...patch } : l)))
  return (
    <div role="group" aria-label={t`Items`}>
      {lines.map((line, i) => {
        const lineAmount = Number.isFinite(line.cost) && Number.isFinite(line.qty) ? line.cost * line.qty : 0
        return (
          <div key={i} className={row} data-line={i}>
            <FormField label={t`Item ${i + 1}`} required errors={errorsOf(`items.${i}.description`)} className={css({ gridColumn: { base: '1 / -1', md: 'auto' } })}>
              <Input value={line.description} onChange={(e) => update(i, { description: e.currentTarget.value })} placeholder={t`What was delivered`} />
            </FormField>
            <FormField label={t`Cost`} required errors={errorsOf(`items.${i}.cost`)}>
              <Input type="number" inputMode="decimal" min={0} step={0.01} dir="ltr" value={Number.isNaN(line.cost) ? '' : String(line.cost)} onChange={(e) => update(i, { cost: toNumber(e.currentTarget.value) })} />
            </FormField>
            <FormField label={t`Qty`} required errors={errorsOf(`items.${i}.qty`)}>
              <Input type="number" inputMode="numeric" min={1} step={1} dir="ltr" value={Number.isNaN(line.qty) ? '' : String(line.qty)} onChange={(e) => update(i, { qty: toNumber(e.currentTarget.value) })} />
            </FormField>
            <output className={amount} aria-label={t`Amount of item ${i + 1}`}>{money(i18n, lineAmount)}</output>
            <IconButton label={t`Remove item ${i + 1}`} disabled={lines.length === 1} onClick={() => onChange(lines.filter((_, k) => k !== i))} className={css({ alignSelf: 'end' })}>
              <IconTrash />
            </IconButton>
          </div>
        )
      })}
      <Button variant="outline" size="sm" startIcon={<IconPlus />} className={css({ mt: '3' })} onClick={() => onChange([...lines, { description: '', cost: 0, qty: 1 }])}>
        <Trans>Add item</Trans>
      </Button>
    </div>
  )
}
