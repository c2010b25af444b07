import type { RequestContext } from '../../server/router'
import { CompanyInputSchema, type Company, type CompanyInput } from '../../../src/core/api/contract/product/company'
import type { CareerHistory } from '../../../src/core/api/contract/product/career-history'
import type { Person } from '../../../src/core/api/contract/product/person'
import type { CompanyRow, DependantsError } from '../../../src/core/api/contract/product/records-api'
import { createCrud, queryText } from './crud'
import { HttpError } from '../../server/http'
import { requirePermission } from '../../server/session'
import { ACCESS_POLICY } from '../../../src/core/api/contract/access-policy'

async function personCounts(ctx: RequestContext): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  for (const p of await ctx.db.all<Person>('persons')) if (p.company_id) counts.set(p.company_id, (counts.get(p.company_id) ?? 0) + 1)
  return counts
}

/** Career rows naming each company (past and current positions): they too keep a company from being deleted. */
async function careerCounts(ctx: RequestContext): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  for (const h of await ctx.db.all<CareerHistory>('careerHistories')) if (h.company_id) counts.set(h.company_id, (counts.get(h.company_id) ?? 0) + 1)
  return counts
}

/**
 * /v1/api/companies — read and write: admin, office or sales. Deleting is for admin and office
 * only (a sales user cleans up persons, not the company register). Filters: `industry`.
 * A company that persons work at (now or in their career history) cannot be deleted: 409 naming them.
 */
export const companies = createCrud<Company, CompanyInput>({
  store: 'companies',
  label: 'Company',
  schema: CompanyInputSchema,
  ...ACCESS_POLICY.companies,
  defaultSort: { sortBy: 'name_kana', orderBy: 'asc' },
  search: [(c) => c.name, (c) => c.name_kana, (c) => c.address, (c) => c.phone_number, (c) => c.industry, (c) => c.corporate_number, (c) => c.postal_code],
  sorters: async (ctx) => {
    const counts = await personCounts(ctx)
    return {
      id: (c) => c.id,
      // A kanji name sorts by its reading, as a Japanese address book does.
      name: (c) => c.name_kana || c.name,
      name_kana: (c) => c.name_kana,
      industry: (c) => c.industry,
      postal_code: (c) => c.postal_code,
      address: (c) => c.address,
      phone_number: (c) => c.phone_number,
      employee_count: (c) => c.employee_count,
      person_count: (c) => counts.get(c.id) ?? 0,
      created_at: (c) => c.created_at,
      updated_at: (c) => c.updated_at,
    }
  },
  filters: (query) => {
    const industry = queryText(query, 'industry')
    return industry ? [(c) => c.industry === industry] : []
  },
  authorize: ({ user }, input) => {
    if (input === undefined && !user.permissions.has_admin_permission && !user.permissions.has_office_permission) {
      throw new HttpError(403, { message: 'Only admin and office users can delete companies' })
    }
  },
  validate: async (record, { ctx }) => {
    if (!record.corporate_number) return
    const clash = (await ctx.db.all<Company>('companies')).find((c) => c.corporate_number === record.corporate_number && c.id !== record.id)
    if (clash) throw new HttpError(400, { message: `corporate_number: ${clash.name} already has this corporate number`, fields: { corporate_number: ['Another company already has this corporate number'] } })
  },
  beforeDelete: async (ids, ctx) => {
    const set = new Set(ids)
    const persons = new Map<number, Person>()
    for (const p of await ctx.db.all<Person>('persons')) if (p.company_id && set.has(p.company_id)) persons.set(p.id, p)
    const all = await ctx.db.all<Person>('persons')
    for (const h of await ctx.db.all<CareerHistory>('careerHistories')) {
      if (h.company_id && set.has(h.company_id) && !persons.has(h.person_id)) {
        const p = all.find((x) => x.id === h.person_id)
        if (p) persons.set(p.id, p)
      }
    }
    if (!persons.size) return undefined
    const names = [...persons.values()].map((p) => p.full_name)
    const shown = names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '')
    const body: DependantsError = {
      message: `Cannot delete: ${persons.size} person(s) belong to this company: ${shown}. Move or delete them first.`,
      dependants: [...persons.values()].map((p) => ({ id: p.id, label: p.full_name, type: 'person' })),
    }
    return body
  },
  present: async (rows, ctx): Promise<CompanyRow[]> => {
    const [counts, careers] = await Promise.all([personCounts(ctx), careerCounts(ctx)])
    return rows.map((c) => ({ ...c, person_count: counts.get(c.id) ?? 0, career_count: careers.get(c.id) ?? 0 }))
  },
})

/** GET /v1/api/companies/industries — the distinct industries, for the list filter. */
export async function industries(ctx: RequestContext) {
  await requirePermission(ctx, ...companies.spec.read)
  const set = new Set<string>()
  for (const c of await ctx.db.all<Company>('companies')) if (c.industry) set.add(c.industry)
  return { status: 200, body: [...set].sort((a, b) => a.localeCompare(b, 'ja')) }
}
