import type { ListQuery } from '@/core/list/use-list-query'

/** Spreads a useListQuery result into DataTable props: `<DataTable {...tablePropsFromList(list)} columns=… />`. */
export function tablePropsFromList<T>(list: ListQuery<T>) {
  return {
    data: list.data,
    total: list.total,
    loading: list.loading,
    initialLoading: list.initialLoading,
    error: list.error,
    onRetry: list.refetch,
    sort: { sortBy: list.state.sortBy, orderBy: list.state.orderBy },
    onSortChange: list.setSort,
    page: list.state.page,
    itemsPerPage: list.state.itemsPerPage,
    onPageChange: list.setPage,
    onItemsPerPageChange: list.setItemsPerPage,
  }
}

/** Spreads a useListQuery result into DataTableToolbar search props. */
export function toolbarPropsFromList<T>(list: ListQuery<T>) {
  return { searchText: list.searchText, onSearchChange: list.setSearchText }
}
