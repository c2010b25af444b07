import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { InvoiceDetail } from '@/core/api/contract/demo/invoice'
import { Badge } from '@/ui'
import { isoDate, money } from '@/core/i18n/demo-format'
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from './labels'

const sheet = css({ display: 'grid', gap: '8', p: { base: '5', md: '10' }, bg: 'bg.surface', color: 'fg', '@media print': { p: 0, bg: 'white', color: 'black' } })
const head = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '6' })
const muted = css({ color: 'fg.muted', fontSize: 'sm', '@media print': { color: '#444' } })
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': { px: '3', py: '3', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' },
  '& th': { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', fontWeight: 'medium' },
})
const num = css({ textAlign: 'end!', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
const totals = css({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', gap: '2 10', '& dd': { m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } })
const party = css({ display: 'grid', gap: '1', alignContent: 'start', fontSize: 'sm', '& h2': { fontWeight: 'semibold', fontSize: 'sm', mb: '1' } })

/** Our side of the invoice (the demo's issuing company); the logo is a generated mark, not a picture. */
function Issuer() {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', fontSize: 'lg' })}>
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect width="28" height="28" rx="7" fill="currentColor" opacity="0.15" />
          <path d="M7 19V9l7 6 7-6v10" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
        </svg>
        Meishi
      </span>
      <address className={muted}>
        <bdi>2-7-1 Marunouchi, Chiyoda-ku</bdi>
        <br />
        <bdi>Tokyo 100-0005, Japan</bdi>
        <br />
        <bdi dir="ltr">+81 3 1234 5678</bdi>
      </address>
    </div>
  )
}

/**
 * The invoice itself, as the client gets it: issuer, number and dates, the client, the billed
 * service, totals and how to pay. Shared by the preview page and the A4 print view.
 */
export function InvoiceDocument({ detail }: { detail: InvoiceDetail }) {
  const { t, i18n } = useLingui()
  const { invoice: inv, paymentDetails: pay } = detail
  const c = inv.client
  const paid = inv.total - inv.balance
  return (
    <article className={sheet} aria-label={t`Invoice #${inv.id}`}>
      <div className={head}>
        <Issuer />
        <div className={css({ display: 'grid', gap: '1', textAlign: 'end', justifyItems: 'end' })}>
          <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            <Trans>Invoice #{inv.id}</Trans>
          </h1>
          <span className={muted}>
            <Trans>Issued {isoDate(i18n, inv.issuedDate, { dateStyle: 'long' })}</Trans>
          </span>
          <span className={muted}>
            <Trans>Due {isoDate(i18n, inv.dueDate, { dateStyle: 'long' })}</Trans>
          </span>
          <Badge tone={INVOICE_STATUS_TONES[inv.invoiceStatus]}>{i18n._(INVOICE_STATUS_LABELS[inv.invoiceStatus])}</Badge>
        </div>
      </div>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, '@media print': { gridTemplateColumns: '1fr 1fr' } })}>
        <section className={party}>
          <h2>{t`Invoice to`}</h2>
          <span className={css({ fontWeight: 'medium' })}>{c.name}</span>
          <span>{c.company}</span>
          <span><bdi>{c.address}</bdi></span>
          <span>{c.country}</span>
          {/* Wrapped so each line keeps the page's alignment while the number/address reads ltr. */}
          <span><bdi dir="ltr">{c.contact}</bdi></span>
          <span><bdi>{c.companyEmail}</bdi></span>
        </section>
        <section className={party}>
          <h2>{t`Bill to`}</h2>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1 4', m: 0, '& dt': { color: 'fg.muted' }, '& dd': { m: 0 } })}>
            <dt>{t`Total due`}</dt>
            <dd className={css({ fontWeight: 'semibold' })}>{money(i18n, inv.balance)}</dd>
            <dt>{t`Bank`}</dt>
            <dd>{pay.bankName}</dd>
            <dt>{t`Country`}</dt>
            <dd>{pay.country}</dd>
            <dt>IBAN</dt>
            <dd><bdi dir="ltr">{pay.iban}</bdi></dd>
            <dt>{t`SWIFT code`}</dt>
            <dd><bdi dir="ltr">{pay.swiftCode}</bdi></dd>
          </dl>
        </section>
      </div>
      <div className={css({ overflowX: 'auto' })}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t`Item`}</th>
              <th scope="col" className={num}>{t`Cost`}</th>
              <th scope="col" className={num}>{t`Qty`}</th>
              <th scope="col" className={num}>{t`Price`}</th>
            </tr>
          </thead>
          <tbody>
            {(detail.items ?? [{ description: inv.service, cost: inv.total, qty: 1 }]).map((item, i) => (
              <tr key={i}>
                <td>{item.description}</td>
                <td className={num}>{money(i18n, item.cost)}</td>
                <td className={num}>{i18n.number(item.qty)}</td>
                <td className={num}>{money(i18n, item.cost * item.qty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={totals}>
        <dt>{t`Subtotal`}</dt>
        <dd>{money(i18n, inv.total)}</dd>
        <dt>{t`Paid`}</dt>
        <dd>{money(i18n, paid)}</dd>
        <dt className={css({ fontWeight: 'semibold' })}>{t`Balance due`}</dt>
        <dd className={css({ fontWeight: 'semibold', color: inv.balance < 0 ? 'danger.text' : 'fg' })}>{money(i18n, inv.balance)}</dd>
      </dl>
      {detail.note && <p className={css({ whiteSpace: 'pre-line', fontSize: 'sm' })}>{detail.note}</p>}
      <p className={muted}>
        <Trans>Thank you for your business. Please pay within the due date; a negative balance is credited to your next invoice.</Trans>
      </p>
    </article>
  )
}
