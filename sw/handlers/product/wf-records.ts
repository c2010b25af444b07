import { ok, type HandlerResult } from '../../server/http'
import { DEFAULT_ITEMS_PER_PAGE, DEFAULT_PAGE, paginate } from '../../server/list-query'
import type { RequestContext, Router } from '../../server/router'
import { requirePermission } from '../../server/session'
import type { CareerHistory } from '../../../src/core/api/contract/product/career-history'
import type { NameCard, StoredNameCard } from '../../../src/core/api/contract/product/process'
import type { Person } from '../../../src/core/api/contract/product/person'
import type { User } from '../../../src/core/api/contract/product/user'
import type { WfCustomer, WfList, WfNamecardCustomer, WfUser } from '../../../src/core/api/contract/product/records-api'
import { companiesById, userName, usersById } from './record-lookups'
import { ACCESS_POLICY } from '../../../src/core/api/contract/access-policy'

/** Spec §7: page and itemsPerPage (non-numeric → defaults), sort ignored; a page past the last is reported as 1. */
export function wfPage<T>(rows: readonly T[], query: URLSearchParams): WfList<T> {
  const int = (name: string, fallback: number) => {
    const n = Number(query.get(name) ?? '')
    return query.get(name) !== null && Number.isInteger(n) && (n >= 1 || (name === 'itemsPerPage' && n === -1)) ? n : fallback
  }
  const page = int('page', DEFAULT_PAGE)
  const size = int('itemsPerPage', DEFAULT_ITEMS_PER_PAGE)
  const totalUsers = rows.length
  const totalPages = size === -1 ? (totalUsers ? 1 : 0) : Math.ceil(totalUsers / size)
  return { users: paginate(rows, page, size), totalPages, totalUsers, page: page > totalPages ? 1 : page }
}

const toWfUser = (u: User): WfUser => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  phone_number: u.phone_number,
  role: u.role,
  name: u.name || userName(u),
  role_name: u.role_name,
  sale_permission: u.sale_permission,
  supplier_permission: u.supplier_permission,
  recruitment_permission: u.recruitment_permission,
  keamato_permission: u.keamato_permission,
  office_permission: u.office_permission,
})

/** GET /api/apps/wf-users — the product users (admin only, as the users screens). */
export async function wfUsers(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ACCESS_POLICY.users.read)
  return ok(wfPage((await ctx.db.all<User>('users')).map(toWfUser), ctx.query))
}

async function customers(ctx: RequestContext): Promise<WfCustomer[]> {
  const [companies, users] = await Promise.all([companiesById(ctx.db), usersById(ctx.db)])
  return (await ctx.db.all<Person>('persons')).map((p) => ({
    id: p.id,
    email: p.email,
    full_name: p.full_name,
    full_name_kana: p.full_name_kana,
    phone_number: p.phone_number,
    company: p.company_id ? (companies.get(p.company_id)?.name ?? '') : '',
    position: p.position,
    department: p.department,
    sales: p.sales ? userName(users.get(p.sales)) : '',
  }))
}

/** GET /api/apps/wf-customers — persons as the spec's workflow customers. */
export async function wfCustomers(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ACCESS_POLICY.persons.read)
  return ok(wfPage(await customers(ctx), ctx.query))
}

/** GET /api/apps/wf-customers-namecard — customers that came from a name card, with the card's fields. */
export async function wfCustomersNamecard(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ACCESS_POLICY.persons.read)
  const cardOf = new Map<number, number>()
  // The latest name card a person's career mentions.
  const rows = [...(await ctx.db.all<CareerHistory>('careerHistories'))].sort((a, b) => a.started_on.localeCompare(b.started_on))
  for (const h of rows) if (h.source?.startsWith('namecard:')) cardOf.set(h.person_id, Number(h.source.slice(9)))
  // A card merged into a person on file that added no career row (same company) still counts.
  for (const card of await ctx.db.all<StoredNameCard>('namecards')) if (card.merged_person_id && !cardOf.has(card.merged_person_id)) cardOf.set(card.merged_person_id, card.id)
  const out: WfNamecardCustomer[] = []
  for (const c of await customers(ctx)) {
    const cardId = cardOf.get(c.id)
    if (cardId === undefined) continue
    const card = await ctx.db.get<NameCard>('namecards', cardId)
    if (!card) continue
    out.push({ ...c, file_name: card.file_name, image: card.image, website: card.website, address: card.address })
  }
  return ok(wfPage(out, ctx.query))
}

export function registerWfRecords(router: Router): void {
  router.get('/api/apps/wf-users', wfUsers)
  router.get('/api/apps/wf-customers', wfCustomers)
  router.get('/api/apps/wf-customers-namecard', wfCustomersNamecard)
}
