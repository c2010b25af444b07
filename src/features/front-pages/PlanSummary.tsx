import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { priceOf, TAX_RATE, type Billing, type FrontPlan } from './plans'
import { amountRow, TaxAndTotal } from './TaxAndTotal'

export function planTotals(plan: FrontPlan, billing: Billing, seats: number) {
  const months = billing === 'yearly' ? 12 : 1
  const subtotal = priceOf(plan, billing) * seats * months
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100
  return { subtotal, tax, total: subtotal + tax }
}

const row = amountRow

/** What is being paid for: plan, period, seats and the amounts with tax. */
export function PlanSummary({ plan, billing, seats, children }: { plan: FrontPlan; billing: Billing; seats: number; children?: ReactNode }) {
  const { i18n } = useLingui()
  const f = useFormats()
  const { subtotal, tax, total } = planTotals(plan, billing, seats)
  const price = f.moneyExact(priceOf(plan, billing))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="plan-summary">
      <div className={row}>
        <span className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
          <Trans>{i18n._(plan.name)} plan</Trans>
        </span>
        <span>{billing === 'yearly' ? <Trans>Billed yearly</Trans> : <Trans>Billed monthly</Trans>}</span>
      </div>
      {children}
      <div className={row}>
        <span className={css({ color: 'fg.muted' })}>
          {billing === 'yearly' ? (
            <Trans>
              {price} × {seats} users × 12 months
            </Trans>
          ) : (
            <Trans>
              {price} × {seats} users
            </Trans>
          )}
        </span>
        <span>{f.moneyExact(subtotal)}</span>
      </div>
      <TaxAndTotal tax={tax} total={total} testId="plan-total" />
    </div>
  )
}
