import { Trans, useLingui } from '@lingui/react/macro'
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { Button, EmptyState, IconButton } from '@/ui'
import { MAX_QUANTITY, type CartItem } from './cart'

const qtyBox = css({ display: 'inline-flex', alignItems: 'center', gap: '1', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' })

/** The cart: each item with its quantity (1–10) and a remove button; an empty cart offers the samples again. */
export function CartStep({ items, onChange, onRefill }: { items: readonly CartItem[]; onChange: (items: CartItem[]) => void; onRefill: () => void }) {
  const { t } = useLingui()
  const f = useFormats()
  const setQuantity = (id: number, quantity: number) => onChange(items.map((i) => (i.id === id ? { ...i, quantity: Math.min(MAX_QUANTITY, Math.max(1, quantity)) } : i)))
  if (!items.length)
    return (
      <EmptyState
        title={<Trans>Your cart is empty</Trans>}
        description={<Trans>Put the sample items back to try the checkout.</Trans>}
        action={<Button onClick={onRefill}><Trans>Add the sample items</Trans></Button>}
      />
    )
  return (
    <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' })} aria-label={t`Cart`} data-testid="cart">
      {items.map((item) => (
        <li key={item.id} className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: '4', alignItems: 'center', p: '4', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border' })}>
          <img src={item.image} alt="" width={64} height={64} className={css({ borderRadius: 'md', bg: 'bg.muted' })} />
          <div className={css({ minW: 0, display: 'flex', flexDirection: 'column', gap: '2' })}>
            <span className={css({ fontWeight: 'semibold' })}>{item.name}</span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {item.brand} · {f.moneyExact(item.price)}
            </span>
            <div className={qtyBox} role="group" aria-label={t`Quantity of ${item.name}`}>
              <IconButton label={t`One less`} size="sm" variant="ghost" disabled={item.quantity <= 1} onClick={() => setQuantity(item.id, item.quantity - 1)}>
                <IconMinus size={16} />
              </IconButton>
              <output className={css({ minW: '6', textAlign: 'center', fontVariantNumeric: 'tabular-nums' })} data-testid="cart-quantity">
                {item.quantity}
              </output>
              <IconButton label={t`One more`} size="sm" variant="ghost" disabled={item.quantity >= MAX_QUANTITY} onClick={() => setQuantity(item.id, item.quantity + 1)}>
                <IconPlus size={16} />
              </IconButton>
            </div>
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'end', gap: '2' })}>
            <span className={css({ fontWeight: 'semibold' })}>{f.moneyExact(item.price * item.quantity)}</span>
            <IconButton label={t`Remove ${item.name}`} size="sm" variant="ghost" className={css({ color: 'danger.text' })} onClick={() => onChange(items.filter((i) => i.id !== item.id))}>
              <IconTrash size={16} />
            </IconButton>
          </div>
        </li>
      ))}
    </ul>
  )
}
