import { demoApi } from '@/core/api/client'
import type { ListFetcher } from '@/core/list/use-list-query'
import type { ResourceFetcher } from '@/core/list/use-resource'
import type { ProfileConnection, ProfileTab } from '@/core/api/contract/demo/pages'

// The sample profile on the demo server (spec §7: /api/pages/profile…).
export const profileFetcher = demoApi as unknown as ResourceFetcher & ListFetcher
export const profileUrls = {
  header: 'pages/profile/header',
  tab: (tab: ProfileTab) => `pages/profile?tab=${tab}`,
  projectsTable: 'pages/profile/projects-table',
}

/** Connect to or disconnect from one person; the answer is the person as now kept. */
export const setConnected = (name: string, isConnected: boolean) =>
  demoApi<ProfileConnection>('pages/profile/connections', { method: 'PATCH', body: { name, isConnected } })
