import { msg } from '@lingui/core/macro'
import { IconAddressBook, IconBuilding, IconId } from '@tabler/icons-react'
import { api } from '@/core/api/client'
import type { ListResponse } from '@/core/api/contract/common'
import { i18n } from '@/core/i18n/i18n'
import { displayName } from '@/core/api/contract/names/display-name'
import { pathFor, type RouteName } from '@/core/routing/paths'
import type { NavIcon, SearchSection } from '@/layouts/default/navigation'
import type { RouteDef } from '../routes/types'
import type { RouteLookup } from './search-sections'

export const RECORDS_PER_KIND = 3

type Source = { kind: string; url: string; view: RouteName; icon: NavIcon; title: (row: Record<string, unknown>) => string }

// The records the app-bar search finds by name (issue #20 item 11). Each kind is asked for only when
// the user may open its view route; the server's list engine then filters by the user's rights and
// matches q the way the list pages do.
const SOURCES: readonly Source[] = [
  { kind: 'person', url: 'persons', view: 'apps-person-view', icon: IconAddressBook, title: (r) => displayName({ name: String(r.full_name ?? ''), kana: String(r.full_name_kana ?? '') }, i18n.locale) },
  { kind: 'company', url: 'companies', view: 'apps-company-view', icon: IconBuilding, title: (r) => String(r.name ?? '') },
  { kind: 'process', url: 'processes', view: 'apps-process-view', icon: IconId, title: (r) => String(r.process_name ?? '') },
]

/** One "Records" section: persons, companies and processes whose name matches q. Empty when none. */
export async function searchRecords(q: string, lookup: RouteLookup, allowed: (route: RouteDef) => boolean, signal?: AbortSignal): Promise<SearchSection[]> {
  const open = SOURCES.filter((s) => {
    const route = lookup(s.view)
    return route !== undefined && allowed(route)
  })
  const found = await Promise.all(
    open.map(async (s) => {
      // Records add to the page results: one list that cannot answer leaves the others standing.
      const page = await api<ListResponse<Record<string, unknown>>>(s.url, { query: { q, itemsPerPage: RECORDS_PER_KIND, page: 1 }, signal }).catch(() => undefined)
      return (page?.items ?? []).map((row) => ({
        key: `record-${s.kind}-${String(row.id)}`,
        href: pathFor(s.view as 'apps-person-view', { id: Number(row.id) }),
        title: s.title(row),
        icon: s.icon,
      }))
    }),
  )
  const options = found.flat()
  return options.length ? [{ key: 'records', title: msg`Records`, options }] : []
}
