import { Trans, useLingui } from '@lingui/react/macro'
import { IconTrash } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Combobox, IconButton, Select } from '@/ui'
import { CART_MAX_QTY } from '@/core/api/contract/demo/wizards'
import type { Product } from '@/core/api/contract/demo/ecommerce'
import { Invalidable } from '../parts'
import { formatDollars } from '../format'
import type { CheckoutForm } from './checkout'

const QTY_OPTIONS = Array.from({ length: CART_MAX_QTY }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))

/** The cart: each line's quantity and price from the shop's product records; add or remove lines. */
export function CartStep({ form, byId, prices }: { form: CheckoutForm; byId: ReadonlyMap<number, Product>; prices: ReadonlyMap<number, number> }) {
  const { t, i18n } = useLingui()
  const items = form.values.items
  const setItems = (next: typeof items) => form.setValue('items', next)
  const addable = [...byId.values()].filter((p) => p.stock && !items.some((i) => i.productId === p.id))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Invalidable errors={form.errorsOf('items')}>
        {items.length === 0 ? (
          <p className={css({ m: '0', p: '6', textAlign: 'center', color: 'fg.muted', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border', borderRadius: 'md' })}>
            <Trans>Your cart is empty. Add a product below.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Cart`} className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' })}>
            {items.map((item, index) => {
              const product = byId.get(item.productId)
              const name = product?.productName ?? t`Product no longer sold`
              const line = (prices.get(item.productId) ?? 0) * item.qty
              return (
                <li key={item.productId} className={css({ display: 'grid', gridTemplateColumns: { base: '48px 1fr auto', sm: '56px 1fr 88px 110px auto' }, gap: '3', alignItems: 'center', py: '3', borderBottomWidth: '1px', borderColor: 'border' })}>
                  {product ? <img src={product.image} alt="" width={56} height={56} className={css({ w: { base: '12', sm: '14' }, h: { base: '12', sm: '14' }, borderRadius: 'md', bg: 'bg.muted', objectFit: 'contain' })} /> : <span />}
                  <div className={css({ minW: '0' })}>
                    <div className={css({ fontWeight: 'medium', color: 'fg' })}>{name}</div>
                    <div className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                      {product?.productBrand} · <span dir="ltr">{formatDollars(i18n, prices.get(item.productId) ?? 0)}</span>
                    </div>
                  </div>
                  <Select
                    aria-label={t`Quantity of ${name}`}
                    size="sm"
                    value={String(item.qty)}
                    options={QTY_OPTIONS}
                    onChange={(e) => setItems(items.map((it, i) => (i === index ? { ...it, qty: Number(e.currentTarget.value) } : it)))}
                    className={css({ gridColumn: { base: '2', sm: 'auto' } })}
                  />
                  <span dir="ltr" className={css({ fontWeight: 'semibold', textAlign: 'end', fontVariantNumeric: 'tabular-nums', gridRow: { base: '1', sm: 'auto' }, gridColumn: { base: '3', sm: 'auto' } })}>
                    {formatDollars(i18n, line)}
                  </span>
                  <IconButton label={t`Remove ${name}`} variant="ghost" onClick={() => setItems(items.filter((_, i) => i !== index))} className={css({ gridColumn: { base: '3', sm: 'auto' }, justifySelf: 'end' })}>
                    <IconTrash />
                  </IconButton>
                </li>
              )
            })}
          </ul>
        )}
      </Invalidable>
      <Combobox
        label={t`Add a product`}
        placeholder={t`Type a product name`}
        options={addable.map((p) => ({ value: String(p.id), label: p.productName, description: p.productBrand }))}
        value={[]}
        onValueChange={([id]) => id && setItems([...items, { productId: Number(id), qty: 1 }])}
      />
    </div>
  )
}
