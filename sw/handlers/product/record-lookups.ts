import type { Database } from '../../db/database'
import type { Company } from '../../../src/core/api/contract/product/company'
import type { Person } from '../../../src/core/api/contract/product/person'
import type { User } from '../../../src/core/api/contract/product/user'
import type { GroupRole } from '../../../src/core/api/contract/product/group-role'

/** Id -> record maps over the cached stores, for joins in lists (company names, sales names…). */
export async function byId<T extends { id: number }>(db: Database, store: 'companies' | 'persons' | 'users' | 'groupRoles'): Promise<Map<number, T>> {
  const map = new Map<number, T>()
  for (const row of await db.all<T>(store)) map.set(row.id, row)
  return map
}

export const companiesById = (db: Database) => byId<Company>(db, 'companies')
export const personsById = (db: Database) => byId<Person>(db, 'persons')
export const usersById = (db: Database) => byId<User>(db, 'users')
export const groupRolesById = (db: Database) => byId<GroupRole>(db, 'groupRoles')

/** Display name of a product user, family name first as Japanese users write it. */
export const userName = (u: Pick<User, 'last_name' | 'first_name'> | undefined) => (u ? `${u.last_name} ${u.first_name}`.trim() : '')

/**
 * Every name a sign-in account is known by, for search: the romaji shown on processes ("Ren Suzuki")
 * and the product user's kanji ("鈴木 蓮"), so 鈴木, すずき and suzuki all find the processes of
 * Ren Suzuki. Keyed by account id and by the displayed name (owners are stored as text).
 */
export async function accountNames(db: Database): Promise<{ byAccount: (id: number | undefined) => string; byShownName: (name: string | undefined) => string }> {
  const [accounts, users] = await Promise.all([db.all<{ id: number; fullName: string; productUserId?: number }>('loginUsers'), usersById(db)])
  const byId = new Map<number, string>()
  const byName = new Map<string, string>()
  for (const a of accounts) {
    const names = [a.fullName, userName(a.productUserId ? users.get(a.productUserId) : undefined)].filter(Boolean).join(' ')
    byId.set(a.id, names)
    byName.set(a.fullName, names)
  }
  // Owners may also be product users without an account, stored by their kanji name.
  for (const u of users.values()) if (!byName.has(userName(u))) byName.set(userName(u), userName(u))
  return { byAccount: (id) => (id === undefined ? '' : (byId.get(id) ?? '')), byShownName: (name) => (name ? (byName.get(name) ?? name) : '') }
}
