import { useMemo } from 'react'
import { Plural, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { DashboardCard } from '@/ui/DashboardCard'
import { ProgressBar } from '@/ui/Progress'
import { Timeline } from '@/ui/Timeline'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { INVOICE_STATUS_LABELS, ORDER_STATUS_LABELS } from '../labels'
import { useLabel } from '../use-label'
import { INVOICE_STATUS_TONES, ORDER_STATUS_TONES } from '../tones'

const list = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })
const tones = ['primary', 'info', 'warning', 'success', 'danger'] as const

/** A country's name in the user's language from its ISO code; the stored English name when Intl does not know it. */
function useCountryName() {
  const { i18n } = useLingui()
  return useMemo(() => {
    const names = new Intl.DisplayNames(i18n.locale, { type: 'region', fallback: 'none' })
    return (code: string, stored: string) => {
      try {
        return names.of(code.toUpperCase()) ?? stored
      } catch {
        return stored
      }
    }
  }, [i18n.locale])
}

/** Customers' spending per country: a flag, the country, its customers and its share of all spending. */
export function CountriesCard() {
  const { t } = useLingui()
  const f = useFormats()
  const countryName = useCountryName()
  const res = useDashboardCard('crm', 'countries')
  return (
    <DashboardCard title={t`Sales by country`} subtitle={t`What customers spent, by country`} load={res} ready={!!res.data} skeleton="list">
      <ul className={list}>
        {(res.data?.rows ?? []).map((r, i) => (
          <li key={r.country} className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <img src={r.flag} alt="" width={28} height={20} className={css({ borderRadius: 'sm', flexShrink: 0, objectFit: 'cover', boxShadow: '0 0 0 1px token(colors.border)' })} />
            <ProgressBar
              className={css({ flex: '1' })}
              value={r.percent}
              tone={tones[i % tones.length]}
              label={
                <>
                  <span className={css({ fontWeight: 'medium' })}>{countryName(r.code, r.country)}</span>{' '}
                  <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                    <Plural value={r.customers} one="# customer" other="# customers" />
                  </span>
                </>
              }
              valueText={`${f.moneyCompact(r.spent)} · ${f.percent(r.percent)}`}
            />
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

/** The newest invoices and orders as a timeline. */
export function ActivityCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const res = useDashboardCard('crm', 'activity')
  const items = (res.data?.items ?? []).map((a) =>
    a.kind === 'invoice'
      ? { id: `i${a.id}`, title: t`Invoice #${a.id} to ${a.who}`, time: f.day(a.date), body: `${f.moneyExact(a.amount)} · ${label(INVOICE_STATUS_LABELS, a.status)}`, tone: INVOICE_STATUS_TONES[a.status] ?? 'neutral' }
      : { id: `o${a.id}`, title: t`Order #${a.id} from ${a.who}`, time: f.day(a.date), body: `${f.moneyExact(a.amount)} · ${label(ORDER_STATUS_LABELS, a.status)}`, tone: ORDER_STATUS_TONES[a.status] ?? 'neutral' },
  )
  return (
    <DashboardCard title={t`Client activity`} subtitle={t`Newest invoices and orders`} load={res} ready={!!res.data} skeleton="list">
      <Timeline label={t`Client activity`} items={items} />
    </DashboardCard>
  )
}
