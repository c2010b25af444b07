import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { TAX_RATE } from '../plans'
import { cartTotals, type CartItem, type Delivery } from './cart'

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontSize: 'sm' })

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
      <div className={row}>
        <span className={css({ color: 'fg.muted' })}>
          <Trans>Consumption tax ({f.percent(TAX_RATE * 100)})</Trans>
        </span>
        <span>{f.moneyExact(tax)}</span>
      </div>
      <div className={css({ display: 'flex', justifyContent: 'space-between', pt: '3', borderTop: '1px solid token(colors.border)', fontWeight: 'bold', fontSize: 'lg' })}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span data-testid="order-total">{f.moneyExact(total)}</span>
      </div>
      {action}
    </div>
  )
}
