import { HttpError } from '../../server/http'
import type { RequestContext } from '../../server/router'
import { GroupRoleInputSchema, ALL_CODES, type GroupRole, type GroupRoleInput } from '../../../src/core/api/contract/product/group-role'
import type { User } from '../../../src/core/api/contract/product/user'
import type { DependantsError, GroupRoleRow } from '../../../src/core/api/contract/product/records-api'
import { createCrud } from './crud'
import { syncLoginAccounts } from './account-sync'
import { userName } from './record-lookups'
import { ACCESS_POLICY } from '../../../src/core/api/contract/access-policy'

async function userCounts(ctx: RequestContext) {
  const counts = new Map<number, number>()
  for (const u of await ctx.db.all<User>('users')) if (u.group_role_id) counts.set(u.group_role_id, (counts.get(u.group_role_id) ?? 0) + 1)
  return counts
}

/**
 * /v1/api/group-roles — admin only, read and write (403 for everyone else). Deleting a role that
 * users hold is refused (409) with the list of those users. Changing a role's permissions updates
 * the sign-in accounts of its users in the same transaction.
 */
export const groupRoles = createCrud<GroupRole, GroupRoleInput>({
  store: 'groupRoles',
  label: 'Group role',
  schema: GroupRoleInputSchema,
  ...ACCESS_POLICY['group-roles'],
  defaultSort: { sortBy: 'id', orderBy: 'asc' },
  search: [(g) => g.name, (g) => g.description, (g) => g.codes.join(' ')],
  sorters: async (ctx) => {
    const counts = await userCounts(ctx)
    return {
      id: (g) => g.id,
      name: (g) => g.name,
      description: (g) => g.description,
      admin: (g) => Number(g.permissions.has_admin_permission),
      office: (g) => Number(g.permissions.has_office_permission),
      sales: (g) => Number(g.permissions.has_sales_permission),
      codes: (g) => g.codes.length,
      user_count: (g) => counts.get(g.id) ?? 0,
      updated_at: (g) => g.updated_at,
    }
  },
  normalize: (input) => {
    const { updated_at: _stale, ...fields } = input as GroupRoleInput & { updated_at?: string }
    // Codes kept unique and in the catalogue order, so equal roles compare equal.
    return { ...fields, codes: ALL_CODES.filter((c) => fields.codes.includes(c)) } as Omit<GroupRole, 'id' | 'created_at' | 'updated_at'>
  },
  validate: async (record, { ctx }) => {
    const clash = (await ctx.db.all<GroupRole>('groupRoles')).find((g) => g.id !== record.id && g.name.toLowerCase() === record.name.toLowerCase())
    if (clash) throw new HttpError(400, { message: 'name: Another group role has this name', fields: { name: ['Another group role has this name'] } })
  },
  afterWriteStores: ['users', 'loginUsers'],
  afterWrite: async (tx) => syncLoginAccounts(tx),
  beforeDelete: async (ids, ctx) => {
    const set = new Set(ids)
    const holders = (await ctx.db.all<User>('users')).filter((u) => u.group_role_id && set.has(u.group_role_id))
    if (!holders.length) return undefined
    const body: DependantsError = {
      message: `Cannot delete: this group role is held by ${holders.length} user(s): ${holders.map((u) => userName(u)).join(', ')}. Give them another role first.`,
      dependants: holders.map((u) => ({ id: u.id, label: userName(u), type: 'user' })),
    }
    return body
  },
  present: async (rows, ctx): Promise<GroupRoleRow[]> => {
    const counts = await userCounts(ctx)
    return rows.map((g) => ({ ...g, user_count: counts.get(g.id) ?? 0 }))
  },
})
