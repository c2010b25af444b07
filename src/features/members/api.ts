import { demoApi } from '@/core/api/client'
import type { ListFetcher } from '@/core/list/use-list-query'
import type { ResourceFetcher } from '@/core/list/use-resource'
import type { CreatedDemoUser, NewDemoUser } from '@/core/api/contract/demo/users'

/** The demo members' endpoints under /api/ (spec §7, "users"). */
export const membersApi = {
  users: 'apps/users',
  create: (body: NewDemoUser) => demoApi<CreatedDemoUser>('apps/users', { method: 'POST', body }),
  remove: (id: number) => demoApi(`apps/users/${id}`, { method: 'DELETE' }),
}

export const demoFetcher = demoApi as unknown as ListFetcher & ResourceFetcher
