import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Card } from '@/ui'
import { cartTotals } from '@/core/api/contract/demo/wizards'
import type { Product } from '@/core/api/contract/demo/ecommerce'
import { formatDollars } from '../format'
import type { CheckoutValues } from './checkout'

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm', m: '0' })

/** Beside every checkout step: the cart's lines and totals as they stand. */
export function OrderSummary({ values, byId, prices }: { values: CheckoutValues; byId: ReadonlyMap<number, Product>; prices: ReadonlyMap<number, number> }) {
  const { t, i18n } = useLingui()
  const totals = cartTotals(values.items, prices, values.deliverySpeed)
  const money = (n: number) => <span dir="ltr" className={css({ fontVariantNumeric: 'tabular-nums' })}>{formatDollars(i18n, n)}</span>
  const count = values.items.reduce((n, i) => n + i.qty, 0)
  return (
    <Card title={t`Order summary`} subtitle={<Plural value={count} one="# item" other="# items" />} aria-live="polite">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {values.items.map((item) => (
          <p key={item.productId} className={row}>
            <span className={css({ color: 'fg.muted', minW: '0' })}>
              {byId.get(item.productId)?.productName ?? '—'} × {item.qty}
            </span>
            {money((prices.get(item.productId) ?? 0) * item.qty)}
          </p>
        ))}
        <hr className={css({ border: 'none', borderTopWidth: '1px', borderColor: 'border', my: '1', w: 'full' })} />
        <p className={row}>
          <Trans>Subtotal</Trans>
          {money(totals.subtotal)}
        </p>
        <p className={row}>
          <Trans>Delivery</Trans>
          {totals.delivery ? money(totals.delivery) : <span>{t`Free`}</span>}
        </p>
        <p className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', m: '0', fontWeight: 'semibold', fontSize: 'md' })}>
          <Trans>Total</Trans>
          {money(totals.total)}
        </p>
      </div>
    </Card>
  )
}
