import { demoApi } from './client'
import { useResource, type ResourceFetcher } from '../list/use-resource'
import type { AcademyCards, AnalyticsCards, CrmCards, EcommerceCards, LogisticsCards } from './contract/demo/dashboards'

type Boards = { analytics: AnalyticsCards; academy: AcademyCards; logistics: LogisticsCards; ecommerce: EcommerceCards; crm: CrmCards }

/** One dashboard card's figures from the demo server: loads, fails and reloads on its own. */
export function useDashboardCard<B extends keyof Boards, C extends keyof Boards[B] & string>(board: B, card: C) {
  return useResource<Boards[B][C]>(`dashboards/${board}/${card}`, { fetcher: demoApi as unknown as ResourceFetcher })
}
