import { IconWorld } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { useResource } from '@/core/list/use-resource'
import type { CompanyRow } from '@/core/api/contract/product/records-api'
import { Badge, Card } from '@/ui'
import { DetailList } from '@/ui/detail/DetailList'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordHeaderActions, RecordPending, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { companiesApi } from './api'
import { CompanyPersons } from './CompanyPersons'
import { CompanyNameCards } from './CompanyNameCards'
import { companyKind } from './company-kind'
import { safeHref } from '@/core/safe-url'

/** Route `apps-company-view`: the company's details, its persons and the name cards that mention it. */
export default function CompanyViewPage() {
  const { t, i18n } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const company = useResource<CompanyRow>(companiesApi.url(id))
  const remove = useDeleteRecords(companyKind)
  const c = company.data
  const crumbs = [{ label: <Trans>Companies</Trans>, href: pathFor('apps-company-list') }, { label: c?.name ?? '…' }]

  if (company.error || !c) return <RecordPending title={<Trans>Company</Trans>} breadcrumbs={crumbs} error={company.error} onRetry={company.reload} />

  return (
    <>
      <PageHeader
        title={c.name}
        subtitle={c.name_kana}
        breadcrumbs={crumbs}
        actions={<RecordHeaderActions editHref={pathFor('apps-company-edit', { id: c.id })} onDelete={() => remove([c.id], c, () => navigate(pathFor('apps-company-list')))} />}
      />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: '1fr', alignItems: 'start' })}>
        <Card title={t`Details`}>
          <DetailList
            columns={2}
            items={[
              { label: <Trans>Industry</Trans>, value: c.industry ? <Badge tone="neutral">{c.industry}</Badge> : null },
              { label: <Trans>Corporate number</Trans>, value: c.corporate_number },
              { label: <Trans>Address</Trans>, value: c.postal_code || c.address ? <bdi>{`${c.postal_code ? `〒${c.postal_code} ` : ''}${c.address}`}</bdi> : null },
              { label: <Trans>Phone</Trans>, value: c.phone_number ? <a href={`tel:${c.phone_number}`} className={css({ color: 'primary.text' })}>{c.phone_number}</a> : null },
              {
                label: <Trans>Website</Trans>,
                // A stored address that is not http(s) (older data) shows as text, never as a link.
                value: c.website ? (
                  !safeHref(c.website) ? (
                    <bdi>{c.website}</bdi>
                  ) : (
                    <a href={safeHref(c.website)} target="_blank" rel="noopener noreferrer" className={css({ color: 'primary.text', display: 'inline-flex', gap: '1', alignItems: 'center' })}>
                      <IconWorld size={14} aria-hidden="true" />
                      {c.website.replace(/^https?:\/\//, '')}
                    </a>
                  )
                ) : null,
              },
              { label: <Trans>Employees</Trans>, value: c.employee_count === null ? null : i18n.number(c.employee_count) },
              { label: <Trans>Note</Trans>, value: c.note, wide: true },
              { label: <Trans>Updated</Trans>, value: i18n.date(c.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) },
            ]}
          />
        </Card>
        <div className={css({ display: 'grid', gap: '6', minW: '0' })}>
          <CompanyPersons companyId={c.id} />
          <CompanyNameCards companyId={c.id} />
        </div>
      </div>
    </>
  )
}
