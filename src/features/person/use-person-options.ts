import { useMemo } from 'react'
import { useResource } from '@/core/list/use-resource'
import type { ListResponse } from '@/core/api/contract/common'
import type { CompanyRow, PersonOwner } from '@/core/api/contract/product/records-api'
import type { SelectOption } from '@/ui'
import { useNames } from '@/core/names/use-names'

/** Choices for the company and sales-owner pickers (filters and the person form). */
export function usePersonOptions() {
  const companies = useResource<ListResponse<CompanyRow>>('companies?itemsPerPage=-1&sortBy=name_kana&orderBy=asc')
  const owners = useResource<PersonOwner[]>('persons/owners')
  const names = useNames()
  const companyOptions = useMemo<SelectOption[]>(() => (companies.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name })), [companies.data])
  const ownerOptions = useMemo<SelectOption[]>(() => (owners.data ?? []).map((o) => ({ value: String(o.id), label: names.display(o) })), [owners.data, names])
  return { companyOptions, ownerOptions, loading: companies.loading || owners.loading }
}
