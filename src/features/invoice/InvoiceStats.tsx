import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import type { Invoice, InvoiceList } from '@/core/api/contract/demo/invoice'
import { StatCard } from '@/ui/StatCard'

const cards = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }, mb: '6' })

/** Figures over every invoice: how many, what was billed, what is still owed, what is past due. `version` reloads them after a delete. */
export function InvoiceStats({ version }: { version: number }) {
  const { t, i18n } = useLingui()
  const all = useResource<Invoice[]>(`apps/invoice?itemsPerPage=-1&v=${version}`, { fetcher: demoApi as unknown as ResourceFetcher, select: (r: InvoiceList) => r.invoices })
  const rows = all.data ?? []
  const usd = (n: number) => i18n.number(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const items = [
    { label: t`Invoices`, value: i18n.number(rows.length) },
    { label: t`Billed`, value: usd(rows.reduce((s, r) => s + r.total, 0)) },
    { label: t`Still owed`, value: usd(rows.reduce((s, r) => s + Math.max(r.balance, 0), 0)) },
    { label: t`Past due`, value: i18n.number(rows.filter((r) => r.invoiceStatus === 'Past Due').length) },
  ]
  return (
    <div className={cards}>
      {items.map((it) => (
        <StatCard key={it.label} title={it.label} value={it.value} loading={!all.data} />
      ))}
    </div>
  )
}
