import { useCallback, useState } from 'react'
import { IconPlus } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { useListQuery } from '@/core/list/use-list-query'
import { useResource } from '@/core/list/use-resource'
import type { CompanyRow } from '@/core/api/contract/product/records-api'
import { Button, Card, Select } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { BulkDeleteButton, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { companiesApi } from './api'
import { useCompanyColumns, useCompanyCsv } from './company-columns'
import { companyKind } from './company-kind'
import { CompanyCreateDrawer } from './CompanyCreateDrawer'

/** Route `apps-company-list`: search, industry filter, sort on every column, CSV, bulk delete with Undo, create in a drawer. */
export default function CompanyListPage() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const list = useListQuery<CompanyRow>({ url: companiesApi.path, filters: ['industry'], defaults: { sortBy: 'name_kana', orderBy: 'asc' } })
  const industries = useResource<string[]>('companies/industries')
  const [creating, setCreating] = useState(false)
  const refetch = list.refetch
  const reloadAll = useCallback(() => {
    refetch()
    void industries.reload()
  }, [refetch, industries])
  const columns = useCompanyColumns(reloadAll)
  const csvColumns = useCompanyCsv()
  const remove = useDeleteRecords(companyKind)
  const filtered = Boolean(list.state.q || list.state.filters.industry)

  return (
    <>
      <PageHeader
        title={<Trans>Companies</Trans>}
        subtitle={<Trans>The companies your name cards and persons belong to.</Trans>}
        breadcrumbs={[{ label: <Trans>Name cards</Trans> }, { label: <Trans>Companies</Trans> }]}
        actions={
          <Button startIcon={<IconPlus />} onClick={() => setCreating(true)}>
            <Trans>Add company</Trans>
          </Button>
        }
      />
      <Card padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search name, kana, address, phone…`}
          filters={
            <Select
              aria-label={t`Industry`}
              placeholder={t`All industries`}
              value={list.state.filters.industry ?? ''}
              onChange={(e) => list.setFilter('industry', e.currentTarget.value || undefined)}
              options={(industries.data ?? []).map((i) => ({ value: i, label: i }))}
            />
          }
          csv={{ fileName: 'companies', columns: csvColumns, rows: list.fetchAll }}
        />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Companies`}
          columns={columns}
          getRowId={(c) => String(c.id)}
          bulkActions={(ids, clear) => <BulkDeleteButton ids={ids} remove={remove} onDone={() => { clear(); reloadAll() }} />}
          empty={
            filtered ? (
              <EmptyState compact title={t`No companies match`} description={t`Try another search or clear the filters.`} action={<Button variant="outline" onClick={() => list.setState({ q: '', filters: { industry: undefined } })}><Trans>Clear filters</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No companies yet`} description={t`Add the first company, or check name cards to create them.`} action={<Button onClick={() => setCreating(true)}><Trans>Add company</Trans></Button>} />
            )
          }
        />
      </Card>
      <CompanyCreateDrawer
        open={creating}
        onOpenChange={setCreating}
        industries={industries.data ?? []}
        onCreated={(c) => {
          reloadAll()
          navigate(pathFor('apps-company-view', { id: c.id }))
        }}
      />
    </>
  )
}
