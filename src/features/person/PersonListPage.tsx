import { useCallback } from 'react'
import { IconPlus } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useListQuery } from '@/core/list/use-list-query'
import type { PersonRow } from '@/core/api/contract/product/records-api'
import { Button, ButtonLink, Card, Select } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { BulkDeleteButton, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { personsApi } from './api'
import { usePersonColumns, usePersonCsv } from './person-columns'
import { usePersonOptions } from './use-person-options'
import { personKind } from './person-kind'

/** Route `apps-person-list`: search, company and sales-owner filters, sort on every column, CSV, bulk delete with Undo. */
export default function PersonListPage() {
  const { t } = useLingui()
  const list = useListQuery<PersonRow>({ url: personsApi.path, filters: ['company_id', 'sales'], defaults: { sortBy: 'full_name_kana', orderBy: 'asc' } })
  const { companyOptions, ownerOptions } = usePersonOptions()
  const refetch = list.refetch
  const onChange = useCallback(() => refetch(), [refetch])
  const columns = usePersonColumns(onChange)
  const csvColumns = usePersonCsv()
  const remove = useDeleteRecords(personKind)
  const filtered = Boolean(list.state.q || list.state.filters.company_id || list.state.filters.sales)

  return (
    <>
      <PageHeader
        title={<Trans>Persons</Trans>}
        subtitle={<Trans>Everyone you exchanged name cards with.</Trans>}
        breadcrumbs={[{ label: <Trans>Name cards</Trans> }, { label: <Trans>Persons</Trans> }]}
        actions={
          <ButtonLink href={pathFor('apps-person-add')} startIcon={<IconPlus />}>
            <Trans>Add person</Trans>
          </ButtonLink>
        }
      />
      <Card padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search name, kana, company, e-mail…`}
          filters={
            <>
              <Select aria-label={t`Company`} placeholder={t`All companies`} value={list.state.filters.company_id ?? ''} onChange={(e) => list.setFilter('company_id', e.currentTarget.value || undefined)} options={companyOptions} />
              <Select aria-label={t`Sales owner`} placeholder={t`All owners`} value={list.state.filters.sales ?? ''} onChange={(e) => list.setFilter('sales', e.currentTarget.value || undefined)} options={[{ value: '0', label: t`No owner` }, ...ownerOptions]} />
            </>
          }
          csv={{ fileName: 'persons', columns: csvColumns, rows: list.fetchAll }}
        />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Persons`}
          columns={columns}
          getRowId={(p) => String(p.id)}
          bulkActions={(ids, clear) => <BulkDeleteButton ids={ids} remove={remove} onDone={() => { clear(); onChange() }} />}
          empty={
            filtered ? (
              <EmptyState compact title={t`No persons match`} description={t`Try another search or clear the filters.`} action={<Button variant="outline" onClick={() => list.setState({ q: '', filters: { company_id: undefined, sales: undefined } })}><Trans>Clear filters</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No persons yet`} description={t`Add a person, or check name cards to create them.`} action={<ButtonLink href={pathFor('apps-person-add')}><Trans>Add person</Trans></ButtonLink>} />
            )
          }
        />
      </Card>
    </>
  )
}
