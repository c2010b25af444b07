import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconUpload } from '@tabler/icons-react'
import type { Process } from '@/core/api/contract/product/process'
import { useListQuery } from '@/core/list/use-list-query'
import { ButtonLink, Card, DataTable, DataTableToolbar, EmptyState, PageHeader, tablePropsFromList, toolbarPropsFromList } from '@/ui'
import { BulkDeleteButton, useDeleteRecords } from '@/ui/record'
import { AnalysisBanner } from '../components/AnalysisBanner'
import { useDateFormat } from '../hooks/use-date-format'
import { useLiveRefresh } from '../hooks/use-live-refresh'
import { canDeleteProcess } from '../permissions'
import { processColumns } from './process-columns'
import { processKind } from '../process-kind'
import { pathFor } from '@/core/routing/paths'

/** Where every user lands after sign-in: the upload batches, their progress live. */
export default function ProcessListPage() {
  useSignals()
  const { t, i18n } = useLingui()
  const { dateTime } = useDateFormat()
  const list = useListQuery<Process>({ url: 'processes', defaults: { sortBy: 'created_at', orderBy: 'desc' } })
  const running = list.data.some((p) => p.progress < p.total)
  useLiveRefresh(list.refetch, running)
  const canDelete = canDeleteProcess()

  // One row (its dialog counts its cards) or the bulk bar: the same delete path as every product record.
  const removeRecords = useDeleteRecords(processKind)
  const remove = (p: Process) => void removeRecords([p.id], p, list.refetch)

  const columns = useMemo(() => processColumns({ i18n, formatDate: dateTime, canDelete, onDelete: remove }), [i18n, dateTime, canDelete]) // eslint-disable-line react-hooks/exhaustive-deps

  const upload = (
    <ButtonLink href={pathFor('apps-process-add')} startIcon={<IconUpload />}>
      <Trans>Upload cards</Trans>
    </ButtonLink>
  )
  return (
    <>
      <PageHeader
        breadcrumbs={[{ label: <Trans>Name cards</Trans> }, { label: <Trans>Processes</Trans> }]}
        title={<Trans>Processes</Trans>}
        subtitle={<Trans>Each upload of name-card photos is a process: follow the analysis, then check the cards.</Trans>} actions={upload} />
      <AnalysisBanner />
      <Card padding="none">
        <DataTableToolbar {...toolbarPropsFromList(list)} searchPlaceholder={t`Search by name, owner or uploader`} />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Processes`}
          columns={columns}
          getRowId={(p) => String(p.id)}
          bulkActions={canDelete ? (ids, clear) => <BulkDeleteButton ids={ids} remove={removeRecords} onDone={() => (clear(), list.refetch())} /> : undefined}
          empty={
            <EmptyState
              compact
              title={list.state.q ? <Trans>No process matches “{list.state.q}”</Trans> : <Trans>No processes yet</Trans>}
              description={list.state.q ? undefined : <Trans>Photograph a stack of cards and upload them: they are read on this device, even offline.</Trans>}
              action={list.state.q ? undefined : upload}
            />
          }
        />
      </Card>
    </>
  )
}
