import { demoApi } from '@/core/api/client'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import type { AnalyticsCards } from '@/core/api/contract/demo/dashboards'

type Boards = { analytics: AnalyticsCards }

/** One dashboard card's figures from the demo server: loads, fails and reloads on its own. */
export function useDashboardCard<B extends keyof Boards, C extends keyof Boards[B] & string>(board: B, card: C) {
  return useResource<Boards[B][C]>(`dashboards/${board}/${card}`, { fetcher: demoApi as unknown as ResourceFetcher })
}
