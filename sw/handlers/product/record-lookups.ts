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
