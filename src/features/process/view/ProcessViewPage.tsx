import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { IconChecks, IconRefresh, IconUserCheck } from '@tabler/icons-react'
import type { Process, StoredNameCard } from '@/core/api/contract/product/process'
import { useListQuery } from '@/core/list/use-list-query'
import { useResource } from '@/core/list/use-resource'
import { pathFor } from '@/core/routing/paths'
import { Button, ButtonLink, Card, DataTable, DataTableToolbar, EmptyState, ErrorState, LoadingState, PageHeader, Select, tablePropsFromList, toolbarPropsFromList } from '@/ui'
import { AnalysisBanner } from '../components/AnalysisBanner'
import { ANALYST_LABELS, CARD_STATUS_LABELS } from '../components/status-labels'
import { useLiveRefresh } from '../hooks/use-live-refresh'
import { canCheckAsOffice, canCheckAsSales } from '../permissions'
import { cardColumns } from './card-columns'
import { ProcessSummary } from './ProcessSummary'
import { useCardActions } from './use-card-actions'

/** One process: its header and its cards, with filters, bulk checks and re-run of failed cards. */
export default function ProcessViewPage() {
  useSignals()
  const { t, i18n } = useLingui()
  const params = useParams<{ id: string }>()
  const processId = Number(params.id)
  const process = useResource<Process>(`processes/${processId}`)
  const list = useListQuery<StoredNameCard>({ url: `processes/${processId}/namecards`, filters: ['analyst_status', 'card_status'], defaults: { sortBy: 'id', orderBy: 'asc' } })
  const refresh = () => {
    void process.reload()
    list.refetch()
  }
  const p = process.data
  useLiveRefresh(refresh, !!p && p.progress < p.total, processId)
  const actions = useCardActions(processId, refresh)
  const columns = useMemo(() => cardColumns(i18n, processId), [i18n, processId])

  if (process.error) {
    return process.error.status === 404 ? (
      <EmptyState
        title={<Trans>This process does not exist</Trans>}
        description={<Trans>It may have been deleted.</Trans>}
        action={
          <ButtonLink href={pathFor('apps-process-list')} variant="outline">
            <Trans>Back to the list</Trans>
          </ButtonLink>
        }
      />
    ) : (
      <ErrorState error={process.error} onRetry={() => void process.reload()} />
    )
  }
  if (!p) return <LoadingState />

  const office = canCheckAsOffice()
  const sales = canCheckAsSales()
  const analystOptions = (['success', 'fail', 'pending'] as const).map((v) => ({ value: v, label: i18n._(ANALYST_LABELS[v].label) }))
  const statusOptions = (['uncheck', 'checked_by_office', 'checked_by_sales'] as const).map((v) => ({ value: v, label: i18n._(CARD_STATUS_LABELS[v].label) }))

  return (
    <>
      <PageHeader
        title={p.process_name}
        breadcrumbs={[{ label: <Trans>Processes</Trans>, href: pathFor('apps-process-list') }, { label: p.process_name }]}
        actions={
          p.failed > 0 && (
            <Button variant="outline" startIcon={<IconRefresh />} loading={actions.busy === 'rerun'} onClick={() => void actions.rerun()}>
              <Trans>Re-run {p.failed} failed</Trans>
            </Button>
          )
        }
      />
      <AnalysisBanner processId={processId} />
      <ProcessSummary process={p} />
      <Card padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search name, e-mail, company, file`}
          csv={{
            fileName: `namecards-${processId}`,
            rows: list.fetchAll,
            columns: [
              { header: t`File`, value: (c) => c.file_name },
              { header: t`Analysis`, value: (c) => i18n._(ANALYST_LABELS[c.analyst_status ?? 'pending'].label) },
              { header: t`Name`, value: (c) => c.full_name },
              { header: t`Reading (kana)`, value: (c) => c.full_name_kana },
              { header: t`Company`, value: (c) => c.company },
              { header: t`Department`, value: (c) => c.department },
              { header: t`Position`, value: (c) => c.position },
              { header: t`E-mail`, value: (c) => c.email },
              { header: t`Phone`, value: (c) => c.phone_number },
              { header: t`Postal code`, value: (c) => c.postal_code },
              { header: t`Address`, value: (c) => c.address },
              { header: t`Website`, value: (c) => c.website },
              { header: t`Check`, value: (c) => i18n._(CARD_STATUS_LABELS[c.card_status].label) },
            ],
          }}
          filters={
            <>
              <Select aria-label={t`Analysis`} placeholder={t`All analysis results`} options={analystOptions} value={list.state.filters.analyst_status ?? ''} onChange={(e) => list.setFilter('analyst_status', e.target.value || undefined)} />
              <Select aria-label={t`Check`} placeholder={t`All check states`} options={statusOptions} value={list.state.filters.card_status ?? ''} onChange={(e) => list.setFilter('card_status', e.target.value || undefined)} />
            </>
          }
        />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Name cards`}
          columns={columns}
          getRowId={(c) => String(c.id)}
          bulkActions={
            office || sales
              ? (ids, clear) => (
                  <>
                    {office && (
                      <Button size="sm" variant="soft" startIcon={<IconChecks />} loading={actions.busy === 'office'} onClick={() => void actions.checkOffice(ids.map(Number)).then((ok) => ok && clear())}>
                        <Trans>Checked by office</Trans>
                      </Button>
                    )}
                    {sales && (
                      <Button size="sm" variant="soft" startIcon={<IconUserCheck />} loading={actions.busy === 'sales'} onClick={() => void actions.checkSales(ids.map(Number)).then((ok) => ok && clear())}>
                        <Trans>Checked by sales</Trans>
                      </Button>
                    )}
                  </>
                )
              : undefined
          }
          empty={<EmptyState compact title={<Trans>No card matches these filters</Trans>} action={<Button variant="outline" onClick={() => list.setState({ q: '', filters: { analyst_status: undefined, card_status: undefined } })}><Trans>Clear filters</Trans></Button>} />}
        />
      </Card>
    </>
  )
}
