import type { Database } from '../../db/database'
import type { Company } from '../../../src/core/api/contract/product/company'
import type { Person } from '../../../src/core/api/contract/product/person'
import type { User } from '../../../src/core/api/contract/product/user'
import type { GroupRole } from '../../../src/core/api/contract/product/group-role'
import { nameSearchText, nameSource } from '../../../src/core/api/contract/names/display-name'

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

/** Stored name of a product user, family name first (screens show it per language: src/core/api/contract/names). */
export const userName = (u: Pick<User, 'last_name' | 'first_name'> | undefined) => (u ? `${u.last_name} ${u.first_name}`.trim() : '')
/** Reading of a product user's name, family name first ('' when not recorded). */
export const userKana = (u: Pick<User, 'last_name_kana' | 'first_name_kana'> | undefined) => (u ? nameSource({ last_name: '', first_name: '', ...u }).kana : '')

type AccountNames = {
  /** Every form the uploader account's name goes by, for search. */
  byAccount: (id: number | undefined) => string
  /** Every form a stored owner/uploader name goes by, for search. */
  byShownName: (name: string | undefined) => string
  /** A stored owner/uploader name as the product user writes it: older records hold the account's romaji. */
  canonical: (name: string) => string
  /** The reading of a stored owner/uploader name, when it is a known user's. */
  kanaOf: (name: string | undefined) => string
}

/**
 * Every name a sign-in account or product user is known by, for search: kanji, kana and romaji in both
 * orders ("鈴木 蓮", "スズキ レン", "Ren Suzuki"), so 鈴木, すずき and suzuki all find the processes of
 * 鈴木 蓮. Older records may still store the account's romaji ("Ren Suzuki"): it maps to the same names.
 */
export async function accountNames(db: Database): Promise<AccountNames> {
  const [accounts, users] = await Promise.all([db.all<{ id: number; fullName: string; productUserId?: number }>('loginUsers'), usersById(db)])
  const byId = new Map<number, string>()
  const byName = new Map<string, string>()
  const kana = new Map<string, string>()
  const canonical = new Map<string, string>()
  for (const u of users.values()) {
    byName.set(userName(u), nameSearchText(u))
    kana.set(userName(u), userKana(u))
  }
  for (const a of accounts) {
    const product = a.productUserId ? users.get(a.productUserId) : undefined
    const names = [a.fullName, product ? nameSearchText(product) : ''].filter(Boolean).join(' ')
    byId.set(a.id, names)
    byName.set(a.fullName, names)
    if (product) canonical.set(a.fullName, userName(product))
  }
  return {
    byAccount: (id) => (id === undefined ? '' : (byId.get(id) ?? '')),
    byShownName: (name) => (name ? (byName.get(name) ?? name) : ''),
    canonical: (name) => canonical.get(name) ?? name,
    kanaOf: (name) => (name ? (kana.get(canonical.get(name) ?? name) ?? '') : ''),
  }
}
