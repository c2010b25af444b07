import { HttpError } from '../../server/http'
import { requirePermission, requireUser } from '../../server/session'
import type { User } from '../../../src/core/api/contract/product/user'
import type { RequestContext } from '../../server/router'
import { PersonInputSchema, type Person, type PersonInput } from '../../../src/core/api/contract/product/person'
import type { PersonOwner, PersonRow } from '../../../src/core/api/contract/product/records-api'
import { createCrud, queryNumber } from './crud'
import { moveCareer } from './career-sync'
import { companiesById, userKana, userName, usersById } from './record-lookups'
import { nameSearchText } from '../../../src/core/api/contract/names/display-name'
import { ACCESS_POLICY, CHANGE_OWN_PERSONS_ONLY, isManager, mayChangePerson } from '../../../src/core/api/contract/access-policy'


async function names(ctx: RequestContext) {
  const [companies, users] = await Promise.all([companiesById(ctx.db), usersById(ctx.db)])
  return {
    company: (p: Person) => (p.company_id ? (companies.get(p.company_id)?.name ?? '') : ''),
    /** Kanji names sort by their reading, as a Japanese address book does (株式会社 is not read). */
    companyReading: (p: Person) => {
      const c = p.company_id ? companies.get(p.company_id) : undefined
      return c ? c.name_kana || c.name : ''
    },
    sales: (p: Person) => (p.sales ? userName(users.get(p.sales)) : ''),
    salesKana: (p: Person) => (p.sales ? userKana(users.get(p.sales)) : ''),
  }
}

/**
 * /v1/api/persons — read: admin, office or sales. Writes: admin and office on every person; a sales
 * user creates persons (owned by themselves unless they name another owner) and edits or deletes
 * only the persons they own (403 otherwise). Filters: `company_id`, `sales` (owning user id; 0 = none).
 * Deleting a person deletes their career history too (and Undo brings it back).
 */
export const persons = createCrud<Person, PersonInput>({
  store: 'persons',
  label: 'Person',
  schema: PersonInputSchema,
  ...ACCESS_POLICY.persons,
  defaultSort: { sortBy: 'full_name_kana', orderBy: 'asc' },
  search: async (ctx) => {
    const n = await names(ctx)
    // The name in every form it is shown or typed: kanji, kana and romaji (Haruto Sato, sato haruto).
    return [nameSearchText, (p) => p.email, (p) => p.phone_number, (p) => p.department, (p) => p.position, n.company]
  },
  sorters: async (ctx) => {
    const n = await names(ctx)
    return {
      id: (p) => p.id,
      full_name: (p) => p.full_name_kana || p.full_name,
      full_name_kana: (p) => p.full_name_kana,
      email: (p) => p.email,
      phone_number: (p) => p.phone_number,
      company_name: n.companyReading,
      department: (p) => p.department,
      position: (p) => p.position,
      sales_name: (p) => n.salesKana(p) || n.sales(p),
      created_at: (p) => p.created_at,
      updated_at: (p) => p.updated_at,
    }
  },
  filters: (query) => {
    const out: Array<(p: Person) => boolean> = []
    const company = queryNumber(query, 'company_id')
    if (company !== undefined) out.push((p) => p.company_id === company)
    const sales = queryNumber(query, 'sales')
    if (sales !== undefined) out.push(sales === 0 ? (p) => !p.sales : (p) => p.sales === sales)
    return out
  },
  authorize: ({ user, existing }) => {
    if (existing && !mayChangePerson(user.permissions, user.productUserId, existing)) throw new HttpError(403, { message: CHANGE_OWN_PERSONS_ONLY })
  },
  normalize: async (input, { ctx, user, existing }) => {
    const { updated_at: _stale, ...fields } = input as PersonInput & { updated_at?: string }
    const record = fields as Omit<Person, 'id' | 'created_at' | 'updated_at'>
    // A sales user keeps ownership of what they create or edit.
    if (!isManager(user.permissions)) record.sales = existing?.sales ?? user.productUserId ?? null
    if (record.company_id && !(await ctx.db.get('companies', record.company_id))) {
      throw new HttpError(400, { message: 'company_id: This company does not exist', fields: { company_id: ['This company does not exist'] } })
    }
    if (record.sales && !(await ctx.db.get('users', record.sales))) {
      throw new HttpError(400, { message: 'sales: This user does not exist', fields: { sales: ['This user does not exist'] } })
    }
    return record
  },
  afterWriteStores: ['careerHistories', 'companies'],
  afterWrite: async (tx, person, { existing }) => {
    if (!person.company_id || person.company_id === existing?.company_id) return
    await moveCareer(tx, person)
  },
  cascade: [{ store: 'careerHistories', match: (row, ids) => ids.has(row.person_id as number) }],
  present: async (rows, ctx): Promise<PersonRow[]> => {
    const n = await names(ctx)
    const user = await requireUser(ctx)
    // Whether the caller may change the row (sales users: only the persons they own), so screens hide what would be refused.
    return rows.map((p) => ({ ...p, company_name: n.company(p), sales_name: n.sales(p), sales_kana: n.salesKana(p), editable: mayChangePerson(user.permissions, user.productUserId, p) }))
  },
})

/**
 * GET /v1/api/persons/owners — who can own persons (sales users and anyone already owning some), as
 * {id, name}: the person filter and form need it, and the users list itself is admin only.
 */
export async function personOwners(ctx: RequestContext) {
  await requirePermission(ctx, ...persons.spec.read)
  const owning = new Set((await ctx.db.all<Person>('persons')).map((p) => p.sales).filter((id): id is number => id !== null))
  const users = await ctx.db.all<User>('users')
  const body: PersonOwner[] = users
    .filter((u) => u.role === 'sales' || owning.has(u.id))
    .map((u) => ({ id: u.id, name: userName(u), kana: userKana(u), role: u.role }))
    .sort((a, b) => a.id - b.id)
  return { status: 200, body }
}
