import { IconMail } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { useResource } from '@/core/list/use-resource'
import type { CustomerDetail } from '@/core/api/contract/demo/ecommerce'
import { Avatar, Badge, Button, Card, DetailList, Tabs, toast } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordPending } from '@/ui/record'
import { demoFetcher, shopApi } from './api'
import { money } from '@/core/i18n/demo-format'
import { CustomerOrders } from './CustomerOrders'
import { CustomerNotifications } from './CustomerNotifications'
import { customerAddress } from './customer-address'

const TABS = ['overview', 'security', 'address-billing', 'notifications'] as const
type Tab = (typeof TABS)[number]

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '20rem minmax(0, 1fr)' }, alignItems: 'start' })
const statRow = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', my: '4', textAlign: 'center' })
const stat = css({ bg: 'bg.subtle', borderRadius: 'md', p: '3', '& strong': { display: 'block', fontSize: 'lg' }, '& span': { fontSize: 'xs', color: 'fg.muted' } })

/** Route `apps-ecommerce-customer-details-id` (customer id, optional tab): the customer's card and tabs, the tab kept in the URL. */
export default function CustomerDetailsPage() {
  const { t, i18n } = useLingui()
  const { id = '', tab: rawTab } = useParams<{ id: string; tab?: string }>()
  const [, navigate] = useLocation()
  const tab: Tab = (TABS as readonly string[]).includes(rawTab ?? '') ? (rawTab as Tab) : 'overview'
  const customer = useResource<CustomerDetail>(`${shopApi.customers}/${encodeURIComponent(id)}`, { fetcher: demoFetcher })
  const c = customer.data
  const crumbs = [{ label: <Trans>Customers</Trans>, href: pathFor('apps-ecommerce-customer-list') }, { label: c?.customer ?? `#${id}` }]
  if (customer.error || !c) return <RecordPending title={<Trans>Customer #{id}</Trans>} breadcrumbs={crumbs} error={customer.error} onRetry={customer.reload} />

  const address = customerAddress(c)
  return (
    <>
      <PageHeader title={c.customer} subtitle={<Trans>Customer #{c.customerId}</Trans>} breadcrumbs={crumbs} />
      <div className={grid}>
        <Card>
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center' })}>
            <Avatar name={c.customer} src={c.avatar || null} size="xl" decorative />
            <strong className={css({ fontSize: 'lg' })}>{c.customer}</strong>
            <Badge tone="success">{t`Active`}</Badge>
          </div>
          <div className={statRow}>
            <div className={stat}><strong>{i18n.number(c.order)}</strong><span>{t`Orders`}</span></div>
            <div className={stat}><strong>{money(i18n, c.totalSpent)}</strong><span>{t`Total spent`}</span></div>
          </div>
          <DetailList
            items={[
              { label: <Trans>E-mail</Trans>, value: <a className={css({ color: 'primary.text', overflowWrap: 'anywhere' })} href={`mailto:${c.email}`}>{c.email}</a> },
              { label: <Trans>Contact</Trans>, value: <bdi>{c.contact}</bdi> },
              { label: <Trans>Country</Trans>, value: <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}><img src={c.countryFlag} alt="" className={css({ w: '5', h: '3.5', objectFit: 'cover', borderRadius: 'xs' })} />{c.country}</span> },
            ]}
          />
        </Card>
        <Tabs
          label={t`Customer sections`}
          value={tab}
          onValueChange={(next) => navigate(pathFor('apps-ecommerce-customer-details-id', { id: String(c.customerId), tab: next }), { replace: true })}
          items={[
            { value: 'overview', label: t`Overview`, content: <CustomerOrders name={c.customer} /> },
            {
              value: 'security',
              label: t`Security`,
              content: (
                <Card title={t`Password`} subtitle={t`The customer signs in to the shop with their e-mail address.`}>
                  <p className={css({ color: 'fg.muted', mb: '4' })}>{t`If ${c.customer} cannot sign in, send them a link to choose a new password. The current password stops working once they use it.`}</p>
                  <Button startIcon={<IconMail />} onClick={() => toast.success(t`Password reset link sent to ${c.email}`)}>
                    <Trans>Send password reset link</Trans>
                  </Button>
                </Card>
              ),
            },
            {
              value: 'address-billing',
              label: t`Address & billing`,
              content: (
                <Card title={t`Address & billing`}>
                  <DetailList
                    columns={2}
                    items={[
                      { label: <Trans>Shipping address</Trans>, value: <bdi className={css({ whiteSpace: 'pre-line' })}>{`${address.street}\n${address.postcode} ${address.city}\n${c.country}`}</bdi> },
                      { label: <Trans>Billing address</Trans>, value: t`Same as the shipping address.` },
                      { label: <Trans>Billing e-mail</Trans>, value: c.email },
                      { label: <Trans>Tax ID</Trans>, value: <bdi>{address.taxId}</bdi> },
                    ]}
                  />
                </Card>
              ),
            },
            { value: 'notifications', label: t`Notifications`, content: <CustomerNotifications customerId={c.customerId} name={c.customer} /> },
          ]}
        />
      </div>
    </>
  )
}
