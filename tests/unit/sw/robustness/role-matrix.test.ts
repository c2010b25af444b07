import { describe, expect, it } from 'vitest'
import type { Database } from '../../../../sw/db/database'
import { call, openTestDb, signIn } from '../../support/demo-server'

/**
 * #13 figures: the role × endpoint matrix of the product API, career histories included. Each
 * cell is the status a role gets; a fresh database per role so one role's writes don't change
 * another's answers. Sales (product user 3) owns persons whose `sales` is 3 and nothing else.
 */
type Role = 'admin' | 'office' | 'sales' | 'client' | 'none'
const ROLES: Role[] = ['admin', 'office', 'sales', 'client', 'none']
type Cell = Record<Role, number>
const row = (admin: number, office: number, sales: number, client: number, none = 401): Cell => ({ admin, office, sales, client, none })

type Ids = { ownPerson: number; otherPerson: number; otherCareer: number; ownCareer: number; company: number }
type Case = { name: string; method: string; path: (ids: Ids) => string; body?: (db: Database, ids: Ids) => Promise<unknown>; expect: Cell }

const current = async (db: Database, store: string, id: number) => {
  const { id: _id, created_at: _c, ...rest } = (await db.get<Record<string, unknown>>(store as never, id))!
  return rest
}

const CASES: Case[] = [
  { name: 'list companies', method: 'GET', path: () => '/v1/api/companies', expect: row(200, 200, 200, 403) },
  { name: 'edit a company', method: 'PUT', path: (i) => `/v1/api/companies/${i.company}`, body: (db, i) => current(db, 'companies', i.company), expect: row(200, 200, 200, 403) },
  { name: 'delete a company with persons', method: 'DELETE', path: (i) => `/v1/api/companies/${i.company}`, expect: row(409, 409, 403, 403) },
  { name: 'list persons', method: 'GET', path: () => '/v1/api/persons', expect: row(200, 200, 200, 403) },
  { name: 'edit an own person', method: 'PUT', path: (i) => `/v1/api/persons/${i.ownPerson}`, body: (db, i) => current(db, 'persons', i.ownPerson), expect: row(200, 200, 200, 403) },
  { name: "edit another's person", method: 'PUT', path: (i) => `/v1/api/persons/${i.otherPerson}`, body: (db, i) => current(db, 'persons', i.otherPerson), expect: row(200, 200, 403, 403) },
  // Spec §2: career histories have no permission requirement; any signed-in account may read them (#12).
  { name: 'list career histories', method: 'GET', path: () => '/v1/api/career-histories', expect: row(200, 200, 200, 200) },
  { name: 'edit an own career row', method: 'PUT', path: (i) => `/v1/api/career-histories/${i.ownCareer}`, body: (db, i) => current(db, 'careerHistories', i.ownCareer), expect: row(200, 200, 200, 403) },
  // #13 defect 3 (fixed by the #12 branch's shared access policy): career rows follow their person's owner rule.
  { name: "edit another's career row", method: 'PUT', path: (i) => `/v1/api/career-histories/${i.otherCareer}`, body: (db, i) => current(db, 'careerHistories', i.otherCareer), expect: row(200, 200, 403, 403) },
  { name: "delete another's career row", method: 'DELETE', path: (i) => `/v1/api/career-histories/${i.otherCareer}`, expect: row(200, 200, 403, 403) },
  { name: 'list group roles', method: 'GET', path: () => '/v1/api/group-roles', expect: row(200, 403, 403, 403) },
  { name: 'list users', method: 'GET', path: () => '/v1/api/users', expect: row(200, 403, 403, 403) },
  { name: 'list processes', method: 'GET', path: () => '/v1/api/processes', expect: row(200, 200, 200, 403) },
  // Last: it removes the person's career rows with it.
  { name: "delete another's person", method: 'DELETE', path: (i) => `/v1/api/persons/${i.otherPerson}`, expect: row(200, 200, 403, 403) },
]

async function fixtureIds(db: Database): Promise<Ids> {
  const persons = await db.all<{ id: number; sales: number | null; company_id: number | null }>('persons')
  const careers = await db.all<{ id: number; person_id: number }>('careerHistories')
  const own = persons.filter((p) => p.sales === 3)
  const other = persons.filter((p) => p.sales !== 3 && p.sales !== null)
  const careerOf = (ids: Set<number>) => careers.find((c) => ids.has(c.person_id))!.id
  const ownSet = new Set(own.map((p) => p.id))
  const otherSet = new Set(other.map((p) => p.id))
  return { ownPerson: own[0].id, otherPerson: other[0].id, ownCareer: careerOf(ownSet), otherCareer: careerOf(otherSet), company: persons.find((p) => p.company_id)!.company_id! }
}

describe('role × endpoint matrix (product API)', () => {
  for (const role of ROLES) {
    it(`answers ${role} as the access rules say`, async () => {
      const db = await openTestDb()
      const token = role === 'none' ? undefined : await signIn(db, `${role}@demo.com`)
      const ids = await fixtureIds(db)
      const got: Record<string, number> = {}
      const want: Record<string, number> = {}
      for (const c of CASES) {
        const body = c.body ? await c.body(db, ids) : undefined
        got[c.name] = (await call(db, c.method, c.path(ids), { token, body })).status
        want[c.name] = c.expect[role]
      }
      expect(got).toEqual(want)
    })
  }
})
