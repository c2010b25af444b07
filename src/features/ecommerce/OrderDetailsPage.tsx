import { useMemo } from 'react'
import { IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { useResource } from '@/core/list/use-resource'
import type { Order, ProductList } from '@/core/api/contract/demo/ecommerce'
import { Avatar, Badge, Button, Card, DetailList } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordPending } from '@/ui/record'
import { Timeline } from '@/ui/Timeline'
import { demoFetcher, shopApi } from './api'
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, PAYMENT_LABELS, PAYMENT_TONES } from './labels'
import { isoDate, money } from '@/core/i18n/demo-format'
import { orderAddress, orderLines, orderTotals, shippingEvents, type ShippingStep } from './order-details'
import { PaymentMethod } from './PaymentMethod'
import { useDeleteOrders } from './use-delete-orders'

const STEP_LABELS: Record<ShippingStep, MessageDescriptor> = {
  placed: msg`Order placed`,
  dispatched: msg`Dispatched from the warehouse`,
  out: msg`Out for delivery`,
  ready: msg`Ready to pick up`,
  delivered: msg`Delivered`,
}

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' })
const stack = css({ display: 'grid', gap: '6', minW: 0 })
const table = css({ w: 'full', borderCollapse: 'collapse', '& th, & td': { px: '4', py: '3', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' }, '& th': { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', fontWeight: 'medium' } })
const num = css({ textAlign: 'end!', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
const totalsCls = css({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', gap: '2 8', p: '4', '& dd': { m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } })

/** Route `apps-ecommerce-order-details-id` (order number): lines, totals, customer, addresses and shipping activity. */
export default function OrderDetailsPage() {
  const { t, i18n } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const order = useResource<Order>(`${shopApi.orders}/${encodeURIComponent(id)}`, { fetcher: demoFetcher })
  const products = useResource(`${shopApi.products}?itemsPerPage=-1`, { fetcher: demoFetcher, select: (r: ProductList) => r.products })
  const remove = useDeleteOrders()
  const o = order.data
  const lines = useMemo(() => (o && products.data ? orderLines(o, products.data) : []), [o, products.data])
  const listHref = pathFor('apps-ecommerce-order-list')
  const crumbs = [{ label: <Trans>Orders</Trans>, href: listHref }, { label: o ? `#${o.order}` : `#${id}` }]

  if (order.error || !o) return <RecordPending title={<Trans>Order #{id}</Trans>} breadcrumbs={crumbs} error={order.error} onRetry={order.reload} />

  const totals = orderTotals(o)
  const address = orderAddress(o)
  const addressText = (
    <bdi className={css({ whiteSpace: 'pre-line' })}>{`${address.street}\n${address.postcode} ${address.city}\n${address.country}`}</bdi>
  )

  return (
    <>
      <PageHeader
        title={<Trans>Order #{o.order}</Trans>}
        subtitle={`${isoDate(i18n, o.date, { dateStyle: 'long' })} ${o.time}`}
        breadcrumbs={crumbs}
        actions={
          <Button variant="danger" startIcon={<IconTrash />} onClick={() => void remove([o], () => navigate(listHref))}>
            <Trans>Delete order</Trans>
          </Button>
        }
      />
      <div className={grid}>
        <div className={stack}>
          <Card padding="none" title={t`Order details`} actions={<span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}><Badge dot tone={PAYMENT_TONES[o.payment]}>{i18n._(PAYMENT_LABELS[o.payment])}</Badge><Badge tone={ORDER_STATUS_TONES[o.status]}>{i18n._(ORDER_STATUS_LABELS[o.status])}</Badge></span>}>
            <div className={css({ overflowX: 'auto' })}>
              <table className={table}>
                <thead>
                  <tr>
                    <th scope="col">{t`Product`}</th>
                    <th scope="col" className={num}>{t`Price`}</th>
                    <th scope="col" className={num}>{t`Quantity`}</th>
                    <th scope="col" className={num}>{t`Amount`}</th>
                  </tr>
                </thead>
                <tbody>
                  {products.loading && lines.length === 0 && (
                    <tr><td colSpan={4} className={css({ color: 'fg.muted' })}>{t`Loading…`}</td></tr>
                  )}
                  {lines.map((l) => (
                    <tr key={l.product.id}>
                      <td>
                        <span className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '12rem' })}>
                          <img src={l.product.image} alt="" className={css({ w: '9', h: '9', borderRadius: 'md', bg: 'bg.muted', p: '1' })} />
                          <span className={css({ display: 'flex', flexDirection: 'column' })}>
                            <span className={css({ fontWeight: 'medium' })}>{l.product.productName}</span>
                            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{l.product.productBrand}</span>
                          </span>
                        </span>
                      </td>
                      <td className={num}>{money(i18n, l.unit)}</td>
                      <td className={num}>{i18n.number(l.qty)}</td>
                      <td className={num}>{money(i18n, l.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className={totalsCls}>
              <dt>{t`Subtotal`}</dt>
              <dd>{money(i18n, totals.subtotal)}</dd>
              <dt>{t`Shipping`}</dt>
              <dd>{money(i18n, totals.shipping)}</dd>
              <dt>{t`Tax`}</dt>
              <dd>{money(i18n, totals.tax)}</dd>
              <dt className={css({ fontWeight: 'semibold' })}>{t`Total`}</dt>
              <dd className={css({ fontWeight: 'semibold' })}>{money(i18n, totals.total)}</dd>
            </dl>
          </Card>
          <Card title={t`Shipping activity`}>
            <Timeline
              label={t`Shipping activity`}
              items={shippingEvents(o).map((e) => ({
                id: e.step,
                title: i18n._(STEP_LABELS[e.step]),
                time: e.at ? i18n.date(e.at, { dateStyle: 'medium', timeStyle: 'short' }) : t`Not yet`,
                tone: e.done ? (e.step === 'delivered' ? 'success' : 'primary') : 'neutral',
              }))}
            />
          </Card>
        </div>
        <div className={stack}>
          <Card title={t`Customer`}>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '3' })}>
              <Avatar name={o.customer} src={o.avatar || null} decorative />
              <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
                <span className={css({ fontWeight: 'medium' })}>{o.customer}</span>
                <a href={`mailto:${o.email}`} className={css({ fontSize: 'sm', color: 'primary.text', overflowWrap: 'anywhere' })}>{o.email}</a>
              </div>
            </div>
            <DetailList items={[{ label: <Trans>Payment</Trans>, value: <PaymentMethod method={o.method} last4={o.methodNumber} /> }]} />
          </Card>
          <Card title={t`Shipping address`}>{addressText}</Card>
          <Card title={t`Billing address`}>
            {addressText}
            <p className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>{t`Same as the shipping address.`}</p>
          </Card>
        </div>
      </div>
    </>
  )
}
