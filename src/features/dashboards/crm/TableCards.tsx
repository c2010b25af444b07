import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { Avatar, Badge } from '@/ui'
import { DashboardCard } from '@/ui/DashboardCard'
import { scroller, table } from '@/ui/data-table/table-styles'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { INVOICE_STATUS_LABELS, MEMBER_STATUS_LABELS, PLAN_LABELS, ROLE_LABELS } from '../labels'
import { useLabel } from '../use-label'
import { INVOICE_STATUS_TONES, MEMBER_STATUS_TONES } from '../tones'

const person = css({ display: 'inline-flex', alignItems: 'center', gap: '2', whiteSpace: 'nowrap' })
const figure = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const muted = css({ fontSize: 'xs', color: 'fg.muted' })
const link = css({ color: 'primary.text', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })

/** The six newest invoices: number (opens the invoice), client, issue and due dates, total, balance and state. */
export function RecentInvoicesCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const [, navigate] = useLocation()
  const res = useDashboardCard('crm', 'recentInvoices')
  return (
    <DashboardCard
      title={t`Recent invoices`}
      load={res}
      ready={!!res.data}
      skeleton="list"
      padding="none"
      menuItems={[{ value: 'all', label: t`All invoices`, onSelect: () => navigate(pathFor('apps-invoice-list')) }]}
    >
      <div className={scroller}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{t`Recent invoices`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Invoice`}</th>
              <th scope="col">{t`Client`}</th>
              <th scope="col">{t`Issued`}</th>
              <th scope="col">{t`Total`}</th>
              <th scope="col">{t`Balance`}</th>
              <th scope="col">{t`State`}</th>
            </tr>
          </thead>
          <tbody>
            {(res.data?.rows ?? []).map((i) => (
              <tr key={i.id}>
                <td className={figure}>
                  <Link className={link} href={pathFor('apps-invoice-preview-id', { id: String(i.id) })}>#{i.id}</Link>
                </td>
                <td>
                  <span className={person}>
                    <Avatar name={i.client.name} src={i.avatar || undefined} size="sm" decorative />
                    <span>
                      <span className={css({ display: 'block' })}>{i.client.name}</span>
                      <span className={muted}>{i.client.company}</span>
                    </span>
                  </span>
                </td>
                <td className={css({ whiteSpace: 'nowrap' })}>
                  <span className={css({ display: 'block' })}>{f.day(i.issuedDate)}</span>
                  <span className={muted}>{t`Due ${f.day(i.dueDate)}`}</span>
                </td>
                <td className={figure}>{f.moneyExact(i.total)}</td>
                <td className={figure}>{i.balance > 0 ? f.moneyExact(i.balance) : <span className={css({ color: 'success.text' })}>{t`Settled`}</span>}</td>
                <td>
                  <Badge tone={INVOICE_STATUS_TONES[i.invoiceStatus] ?? 'neutral'}>{label(INVOICE_STATUS_LABELS, i.invoiceStatus)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  )
}

/** The six newest members (demo users): name and e-mail, company, role, plan and status. */
export function NewMembersCard() {
  const { t } = useLingui()
  const label = useLabel()
  const res = useDashboardCard('crm', 'members')
  return (
    <DashboardCard title={t`New members`} load={res} ready={!!res.data} skeleton="list" padding="none">
      <div className={scroller}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{t`New members`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Member`}</th>
              <th scope="col">{t`Company`}</th>
              <th scope="col">{t`Role`}</th>
              <th scope="col">{t`Plan`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {(res.data?.rows ?? []).map((m) => (
              <tr key={m.id}>
                <td>
                  <span className={person}>
                    <Avatar name={m.fullName} src={m.avatar || undefined} size="sm" decorative />
                    <span>
                      <span className={css({ display: 'block', fontWeight: 'medium' })}>{m.fullName}</span>
                      <span className={muted}>{m.email}</span>
                    </span>
                  </span>
                </td>
                <td>{m.company}</td>
                <td>{label(ROLE_LABELS, m.role)}</td>
                <td>{label(PLAN_LABELS, m.currentPlan)}</td>
                <td>
                  <Badge tone={MEMBER_STATUS_TONES[m.status] ?? 'neutral'}>{label(MEMBER_STATUS_LABELS, m.status)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  )
}
