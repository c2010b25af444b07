import { HttpError } from '../../server/http'
import type { RequestContext } from '../../server/router'
import { UserInputSchema, type Role, type User, type UserInput } from '../../../src/core/api/contract/product/user'
import type { Person } from '../../../src/core/api/contract/product/person'
import type { GroupRole } from '../../../src/core/api/contract/product/group-role'
import type { UserRow } from '../../../src/core/api/contract/product/records-api'
import { createCrud, queryNumber, queryText } from './crud'
import { effectivePermissions, syncLoginAccounts } from './account-sync'
import { groupRolesById, userKana, userName } from './record-lookups'
import { nameSearchText } from '../../../src/core/api/contract/names/display-name'
import { ACCESS_POLICY } from '../../../src/core/api/contract/access-policy'

export const ROLE_NAMES: Record<Role, string> = { admin: 'Administrator', office: 'Office', sales: 'Sales' }

/**
 * /v1/api/users — admin only (403 otherwise). `name` ("family given") and `role_name` are derived.
 * An admin cannot take away their own admin permission (by role or group-role): 400 with a message;
 * nor delete themselves (409). E-mails are unique. Filters: `role`, `group_role_id`.
 */
export const users = createCrud<User, UserInput>({
  store: 'users',
  label: 'User',
  schema: UserInputSchema,
  ...ACCESS_POLICY.users,
  defaultSort: { sortBy: 'id', orderBy: 'asc' },
  search: [(u) => nameSearchText(u), (u) => u.email, (u) => u.phone_number, (u) => u.role_name],
  sorters: async (ctx) => {
    const groups = await groupRolesById(ctx.db)
    return {
      id: (u) => u.id,
      // By reading, as a Japanese address book sorts (the ja collator folds kana).
      name: (u) => userKana(u) || u.name,
      email: (u) => u.email,
      phone_number: (u) => u.phone_number,
      role: (u) => u.role,
      role_name: (u) => u.role_name,
      group_role_name: (u) => (u.group_role_id ? (groups.get(u.group_role_id)?.name ?? '') : ''),
      codes: (u) => [u.sale_permission, u.supplier_permission, u.recruitment_permission, u.keamato_permission, u.office_permission].filter(Boolean).join(' '),
      updated_at: (u) => u.updated_at,
    }
  },
  filters: (query) => {
    const out: Array<(u: User) => boolean> = []
    const role = queryText(query, 'role')
    if (role) out.push((u) => u.role === role)
    const group = queryNumber(query, 'group_role_id')
    if (group !== undefined) out.push((u) => u.group_role_id === group)
    return out
  },
  normalize: async (input, { ctx }) => {
    const { updated_at: _stale, ...fields } = input as UserInput & { updated_at?: string }
    const u = fields as Omit<User, 'id' | 'created_at' | 'updated_at' | 'name' | 'role_name'>
    return { ...u, email: u.email.toLowerCase(), name: userName(u), role_name: ROLE_NAMES[u.role], group_role_id: await checkGroup(ctx, u.group_role_id) }
  },
  validate: async (record, { ctx, user, existing }) => {
    const clash = (await ctx.db.all<User>('users')).find((u) => u.id !== record.id && u.email.toLowerCase() === record.email)
    if (clash) throw new HttpError(400, { message: 'email: Another user has this email address', fields: { email: ['Another user has this email address'] } })
    if (existing && existing.id === user.productUserId) {
      const group = record.group_role_id ? await ctx.db.get<GroupRole>('groupRoles', record.group_role_id) : undefined
      if (!effectivePermissions(record, group).has_admin_permission) {
        const message = 'You cannot remove your own admin permission. Ask another admin to do it.'
        throw new HttpError(400, { message, fields: { role: [message] } })
      }
    }
  },
  afterWriteStores: ['loginUsers', 'groupRoles'],
  afterWrite: async (tx, record) => syncLoginAccounts(tx, new Set([record.id])),
  beforeDelete: async (ids, ctx, user) => {
    if (user.productUserId && ids.includes(user.productUserId)) {
      return { message: 'You cannot delete your own user.', dependants: [] }
    }
    const set = new Set(ids)
    const owned = (await ctx.db.all<Person>('persons')).filter((p) => p.sales && set.has(p.sales))
    if (!owned.length) return undefined
    const names = owned.map((p) => p.full_name)
    return {
      message: `Cannot delete: ${owned.length} person(s) are owned by this user: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}. Give them another sales owner first.`,
      dependants: owned.map((p) => ({ id: p.id, label: p.full_name, type: 'person' as const })),
    }
  },
  present: async (rows, ctx): Promise<UserRow[]> => {
    const groups = await groupRolesById(ctx.db)
    return rows.map((u) => ({ ...u, group_role_name: u.group_role_id ? (groups.get(u.group_role_id)?.name ?? '') : '' }))
  },
})

async function checkGroup(ctx: RequestContext, id: number | null): Promise<number | null> {
  if (!id) return null
  if (!(await ctx.db.get('groupRoles', id))) throw new HttpError(400, { message: 'group_role_id: This group role does not exist', fields: { group_role_id: ['This group role does not exist'] } })
  return id
}
