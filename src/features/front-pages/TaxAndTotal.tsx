import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { TAX_RATE } from './plans'

export const amountRow = css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontSize: 'sm' })

/** The last lines of every front summary: consumption tax, then the total to pay. */
export function TaxAndTotal({ tax, total, testId }: { tax: number; total: number; testId: string }) {
  const f = useFormats()
  return (
    <>
      <div className={amountRow}>
        <span className={css({ color: 'fg.muted' })}>
          <Trans>Consumption tax ({f.percent(TAX_RATE * 100)})</Trans>
        </span>
        <span>{f.moneyExact(tax)}</span>
      </div>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', pt: '3', borderTop: '1px solid token(colors.border)', fontWeight: 'bold', fontSize: 'lg' })}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span data-testid={testId}>{f.moneyExact(total)}</span>
      </div>
    </>
  )
}
