import { demoApi } from '@/core/api/client'
import type { ListFetcher } from '@/core/list/use-list-query'
import type { ResourceFetcher } from '@/core/list/use-resource'
import type { CreatedDemoUser, NewDemoUser } from '@/core/api/contract/demo/users'
import type { RoleInput, RoleSaved } from '@/core/api/contract/demo/roles'
import type { PermissionInput, PermissionSaved } from '@/core/api/contract/demo/permissions'

/** The demo members', roles' and permissions' endpoints under /api/ (spec §7 plus our writes). */
export const membersApi = {
  users: 'apps/users',
  create: (body: NewDemoUser) => demoApi<CreatedDemoUser>('apps/users', { method: 'POST', body }),
  remove: (id: number) => demoApi(`apps/users/${id}`, { method: 'DELETE' }),
}

export const rolesApi = {
  list: 'apps/roles',
  create: (body: RoleInput) => demoApi<RoleSaved>('apps/roles', { method: 'POST', body }),
  update: (id: number, body: RoleInput) => demoApi<RoleSaved>(`apps/roles/${id}`, { method: 'PUT', body }),
  remove: (id: number) => demoApi(`apps/roles/${id}`, { method: 'DELETE' }),
}

export const permissionsApi = {
  list: 'apps/permissions',
  create: (body: PermissionInput) => demoApi<PermissionSaved>('apps/permissions', { method: 'POST', body }),
  update: (id: number, body: PermissionInput) => demoApi<PermissionSaved>(`apps/permissions/${id}`, { method: 'PUT', body }),
  remove: (id: number) => demoApi(`apps/permissions/${id}`, { method: 'DELETE' }),
}

export const demoFetcher = demoApi as unknown as ListFetcher & ResourceFetcher
