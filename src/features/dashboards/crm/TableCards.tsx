import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { Badge } from '@/ui'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { INVOICE_STATUS_LABELS, MEMBER_STATUS_LABELS, PLAN_LABELS, ROLE_LABELS } from '../labels'
import { useLabel } from '../use-label'
import { INVOICE_STATUS_TONES, MEMBER_STATUS_TONES } from '../tones'
import { figureCell, mutedLine, PersonCell, TableCard } from '../TableCard'

const link = css({ color: 'primary.text', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })

/** The six newest invoices: number (opens the invoice), client, issue and due dates, total, balance and state. */
export function RecentInvoicesCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const [, navigate] = useLocation()
  const res = useDashboardCard('crm', 'recentInvoices')
  return (
    <TableCard
      title={t`Recent invoices`}
      load={res}
      rows={res.data?.rows}
      menuItems={[{ value: 'all', label: t`All invoices`, onSelect: () => navigate(pathFor('apps-invoice-list')) }]}
      columns={[
        { header: t`Invoice`, className: figureCell, cell: (i) => <Link className={link} href={pathFor('apps-invoice-preview-id', { id: String(i.id) })}>#{i.id}</Link> },
        { header: t`Client`, cell: (i) => <PersonCell name={i.client.name} avatar={i.avatar} detail={i.client.company} /> },
        {
          header: t`Issued`,
          className: css({ whiteSpace: 'nowrap' }),
          cell: (i) => (
            <>
              <span className={css({ display: 'block' })}>{f.day(i.issuedDate)}</span>
              <span className={mutedLine}>{t`Due ${f.day(i.dueDate)}`}</span>
            </>
          ),
        },
        { header: t`Total`, className: figureCell, cell: (i) => f.moneyExact(i.total) },
        { header: t`Balance`, className: figureCell, cell: (i) => (i.balance > 0 ? f.moneyExact(i.balance) : <span className={css({ color: 'success.text' })}>{t`Settled`}</span>) },
        { header: t`State`, cell: (i) => <Badge tone={INVOICE_STATUS_TONES[i.invoiceStatus] ?? 'neutral'}>{label(INVOICE_STATUS_LABELS, i.invoiceStatus)}</Badge> },
      ]}
    />
  )
}

/** The six newest members (demo users): name and e-mail, company, role, plan and status. */
export function NewMembersCard() {
  const { t } = useLingui()
  const label = useLabel()
  const res = useDashboardCard('crm', 'members')
  return (
    <TableCard
      title={t`New members`}
      load={res}
      rows={res.data?.rows}
      columns={[
        { header: t`Member`, cell: (m) => <PersonCell name={m.fullName} avatar={m.avatar} detail={m.email} /> },
        { header: t`Company`, cell: (m) => m.company },
        { header: t`Role`, cell: (m) => label(ROLE_LABELS, m.role) },
        { header: t`Plan`, cell: (m) => label(PLAN_LABELS, m.currentPlan) },
        { header: t`Status`, cell: (m) => <Badge tone={MEMBER_STATUS_TONES[m.status] ?? 'neutral'}>{label(MEMBER_STATUS_LABELS, m.status)}</Badge> },
      ]}
    />
  )
}
