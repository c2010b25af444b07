import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Order } from '@/core/api/contract/demo/ecommerce'

const row = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontVariantNumeric: 'tabular-nums' })
const logo = css({ w: '8', h: '5', flexShrink: 0, borderRadius: 'sm', borderWidth: '1px', borderColor: 'border', bg: 'white' })

// Our own small marks (not the brands' artwork): a wallet "P" and a card with two discs.
function WalletMark() {
  return (
    <svg className={logo} viewBox="0 0 32 20" aria-hidden>
      <path d="M12 15 L14 5 H18.5 C21 5 22 6.6 21.6 8.6 C21.2 10.8 19.4 12 17.2 12 H15.2 L14.6 15 Z M15.8 9.6 H17.3 C18.3 9.6 18.9 9.1 19.1 8.4 C19.2 7.8 18.9 7.4 18 7.4 H16.3 Z" fill="#1f4fa0" />
    </svg>
  )
}
function CardMark() {
  return (
    <svg className={logo} viewBox="0 0 32 20" aria-hidden>
      <circle cx="13" cy="10" r="5.5" fill="#e0463a" />
      <circle cx="19" cy="10" r="5.5" fill="#f3a532" fillOpacity="0.85" />
    </svg>
  )
}

/** The payment method's mark and the account's last four digits ("•••• 4648"). */
export function PaymentMethod({ method, last4 }: { method: Order['method']; last4: number }) {
  const { t } = useLingui()
  const name = method === 'paypalLogo' ? t`Wallet` : t`Card`
  return (
    <span className={row} title={name}>
      {method === 'paypalLogo' ? <WalletMark /> : <CardMark />}
      <span className={css({ srOnly: true })}>{name}</span>
      <bdi>•••• {String(last4).padStart(4, '0')}</bdi>
    </span>
  )
}
