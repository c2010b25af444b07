import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { amountRow, TaxAndTotal } from '../TaxAndTotal'
import { cartTotals, type CartItem, type Delivery } from './cart'

const row = amountRow

/** The order's amounts: items, delivery, tax and total; the step's main button below. */
export function OrderSummary({ items, delivery, action }: { items: readonly CartItem[]; delivery: Delivery; action?: ReactNode }) {
  const f = useFormats()
  const { subtotal, shipping, tax, total } = cartTotals(items, delivery)
  const count = items.reduce((n, i) => n + i.quantity, 0)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border' })} data-testid="order-summary">
      <h2 className={css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Order summary</Trans>
      </h2>
      <div className={row}>
        <span className={css({ color: 'fg.muted' })}>
          <Trans>Items ({count})</Trans>
        </span>
        <span>{f.moneyExact(subtotal)}</span>
      </div>
      <div className={row}>
        <span className={css({ color: 'fg.muted' })}>
          <Trans>Delivery</Trans>
        </span>
        <span>{shipping ? f.moneyExact(shipping) : <Trans>Free</Trans>}</span>
      </div>
      <TaxAndTotal tax={tax} total={total} testId="order-total" />
      {action}
    </div>
  )
}
