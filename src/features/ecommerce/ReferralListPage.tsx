import { useMemo } from 'react'
import type { ColumnDef } from '@tanstack/react-table'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useListQuery } from '@/core/list/use-list-query'
import { useResource } from '@/core/list/use-resource'
import { currencyValue, type Referral, type ReferralList } from '@/core/api/contract/demo/ecommerce'
import { Avatar, Badge, Card } from '@/ui'
import { StatCard } from '@/ui/StatCard'
import { DataTable, tablePropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { demoFetcher, shopApi } from './api'
import { REFERRAL_STATUS_LABELS, REFERRAL_STATUS_TONES } from './labels'
import { money } from '@/core/i18n/demo-format'

const cards = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }, mb: '6' })

/** Earnings at a glance, over every referral (not just the page shown). */
function EarningCards() {
  const { t, i18n } = useLingui()
  const all = useResource(`${shopApi.referrals}?itemsPerPage=-1`, { fetcher: demoFetcher, select: (r: ReferralList) => r.referrals })
  const sum = (rows: Referral[], pick: (r: Referral) => string) => rows.reduce((s, r) => s + currencyValue(pick(r)), 0)
  const rows = all.data ?? []
  const items = [
    { label: t`Total earnings`, value: money(i18n, sum(rows, (r) => r.earning)) },
    { label: t`Paid out`, value: money(i18n, sum(rows.filter((r) => r.status === 'Paid'), (r) => r.earning)) },
    { label: t`Not yet paid`, value: money(i18n, sum(rows.filter((r) => r.status === 'Unpaid'), (r) => r.earning)) },
    { label: t`Referred sales`, value: money(i18n, sum(rows, (r) => r.value)) },
  ]
  return (
    <div className={cards}>
      {items.map((it) => (
        <StatCard key={it.label} title={it.label} value={it.value} loading={!all.data} />
      ))}
    </div>
  )
}

function useReferralColumns(): ColumnDef<Referral>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<Referral>[]>(
    () => [
      {
        id: 'users',
        header: t`Referred by`,
        cell: ({ row: { original: r } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '13rem' })}>
            <Avatar name={r.user} src={r.avatar || null} size="sm" decorative />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
              <span className={css({ fontWeight: 'medium' })}>{r.user}</span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{r.email}</span>
            </div>
          </div>
        ),
      },
      { id: 'referred-id', header: t`Referred ID`, meta: { nowrap: true }, cell: ({ row }) => <bdi>{row.original.referredId}</bdi> },
      { id: 'status', header: t`Status`, cell: ({ row }) => <Badge tone={REFERRAL_STATUS_TONES[row.original.status]}>{i18n._(REFERRAL_STATUS_LABELS[row.original.status])}</Badge> },
      { id: 'value', header: t`Sale value`, meta: { align: 'end', nowrap: true }, cell: ({ row }) => money(i18n, row.original.value) },
      { id: 'earning', header: t`Earning`, meta: { align: 'end', nowrap: true }, cell: ({ row }) => money(i18n, row.original.earning) },
    ],
    [t, i18n],
  )
}

/** Route `apps-ecommerce-referrals`: earnings cards and the referrals, sortable on the spec's columns. */
export default function ReferralListPage() {
  const { t } = useLingui()
  const list = useListQuery<Referral>({ url: shopApi.referrals, fetcher: demoFetcher, select: (r: ReferralList) => ({ items: r.referrals, total: r.total }) })
  const columns = useReferralColumns()
  return (
    <>
      <PageHeader
        title={<Trans>Referrals</Trans>}
        subtitle={<Trans>Sales that came through customers' referral links, and what they earned.</Trans>}
        breadcrumbs={[{ label: <Trans>eCommerce</Trans> }, { label: <Trans>Referrals</Trans> }]}
      />
      <EarningCards />
      <Card padding="none">
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Referrals`}
          columns={columns}
          getRowId={(r) => String(r.id)}
          empty={<EmptyState compact title={t`No referrals yet`} description={t`Referred sales appear here once a customer shares their link.`} />}
        />
      </Card>
    </>
  )
}
