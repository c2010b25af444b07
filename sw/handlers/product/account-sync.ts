import type { WriteTx } from '../../db/database'
import type { LoginUser } from '../../server/session'
import type { GroupRole } from '../../../src/core/api/contract/product/group-role'
import type { Role, User } from '../../../src/core/api/contract/product/user'

type Permissions = { has_admin_permission: boolean; has_office_permission: boolean; has_sales_permission: boolean }

/** A role grants its own permission (admin grants all three, as the demo admin account has). */
export function rolePermissions(role: Role): Permissions {
  return { has_admin_permission: role === 'admin', has_office_permission: role !== 'sales', has_sales_permission: role !== 'office' }
}

/** What a product user may do: their role's permissions plus their group-role's. */
export function effectivePermissions(user: Pick<User, 'role'>, group: Pick<GroupRole, 'permissions'> | undefined): Permissions {
  const r = rolePermissions(user.role)
  const g = group?.permissions
  return {
    has_admin_permission: r.has_admin_permission || !!g?.has_admin_permission,
    has_office_permission: r.has_office_permission || !!g?.has_office_permission,
    has_sales_permission: r.has_sales_permission || !!g?.has_sales_permission,
  }
}

/**
 * The demo sign-in accounts act as product users (`loginUsers.productUserId`): when an admin changes
 * such a user's role or group-role, the account's permissions follow at once (my-info and every
 * server check read them), inside the same transaction as the change.
 */
export async function syncLoginAccounts(tx: WriteTx, onlyUserIds?: Set<number>): Promise<void> {
  const [accounts, users, groups] = await Promise.all([tx.all<LoginUser>('loginUsers'), tx.all<User>('users'), tx.all<GroupRole>('groupRoles')])
  for (const account of accounts) {
    if (!account.productUserId || (onlyUserIds && !onlyUserIds.has(account.productUserId))) continue
    const user = users.find((u) => u.id === account.productUserId)
    if (!user) continue
    const permissions = effectivePermissions(user, groups.find((g) => g.id === user.group_role_id))
    const abilityRules = permissions.has_admin_permission ? [{ action: 'manage', subject: 'all' }] : [{ action: 'read', subject: 'all' }]
    if (JSON.stringify(permissions) === JSON.stringify(account.permissions) && account.role === user.role) continue
    await tx.put('loginUsers', { ...account, role: user.role, permissions, abilityRules })
  }
}
