import { useMemo } from 'react'
import type { ColumnDef } from '@tanstack/react-table'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import type { Vehicle, VehicleList } from '@/core/api/contract/demo/logistics'
import { useListQuery, type ListFetcher } from '@/core/list/use-list-query'
import { Badge, Card, DataTable, EmptyState } from '@/ui'
import { tablePropsFromList } from '@/ui/data-table'
import { ProgressBar } from '@/ui/Progress'
import { vehicleCode, WARNING_LABELS, warningTone } from './labels'

const select = (r: VehicleList) => ({ items: r.vehicles, total: r.totalVehicles })

/** The fleet table: the spec's sort keys (location, startRoute, endRoute, warnings, progress) and pages, in the URL. */
export function VehiclesTable() {
  const { t, i18n } = useLingui()
  const list = useListQuery<Vehicle>({ url: 'apps/logistics/vehicles', fetcher: demoApi as unknown as ListFetcher, select, prefix: 'vehicles.', defaults: { itemsPerPage: 5 } })
  const columns = useMemo<ColumnDef<Vehicle>[]>(
    () => [
      { id: 'location', accessorFn: (v) => v.location, header: t`Vehicle`, meta: { nowrap: true }, cell: ({ row }) => <bdi className={css({ fontWeight: 'medium' })}>{vehicleCode(row.original)}</bdi> },
      { id: 'startRoute', accessorFn: (v) => v.startCity, header: t`Starting route`, cell: ({ row }) => <bdi>{`${row.original.startCity}, ${row.original.startCountry}`}</bdi> },
      { id: 'endRoute', accessorFn: (v) => v.endCity, header: t`Ending route`, cell: ({ row }) => <bdi>{`${row.original.endCity}, ${row.original.endCountry}`}</bdi> },
      { id: 'warnings', accessorFn: (v) => v.warnings, header: t`Warnings`, cell: ({ row }) => <Badge tone={warningTone(row.original.warnings)}>{i18n._(WARNING_LABELS[row.original.warnings])}</Badge> },
      {
        id: 'progress',
        // An accessor makes the column sortable (the server sorts: manualSorting).
        accessorFn: (v) => v.progress,
        header: t`Progress`,
        cell: ({ row }) => (
          <div className={css({ minW: '9rem' })}>
            <ProgressBar size="sm" value={row.original.progress} label={t`Progress`} ariaLabel={t`Progress of ${vehicleCode(row.original)}`} valueText={new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(row.original.progress / 100)} />
          </div>
        ),
      },
    ],
    [t, i18n],
  )
  return (
    <Card padding="none" title={t`Vehicles on route`}>
      <DataTable {...tablePropsFromList(list)} label={t`Vehicles on route`} columns={columns} getRowId={(v) => String(v.id)} empty={<EmptyState compact title={t`No vehicles`} description={t`The fleet is empty.`} />} />
    </Card>
  )
}
