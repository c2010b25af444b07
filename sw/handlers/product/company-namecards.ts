import { ok, type HandlerResult } from '../../server/http'
import { readListParams, runListQuery } from '../../server/list-query'
import type { RequestContext } from '../../server/router'
import { requirePermission } from '../../server/session'
import type { NameCard } from '../../../src/core/api/contract/product/process'
import type { CareerHistory } from '../../../src/core/api/contract/product/career-history'
import type { CompanyNameCard } from '../../../src/core/api/contract/product/records-api'
import { companies } from './companies'

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase()

/**
 * GET /v1/api/companies/:id/namecards — name cards that mention the company: merged into it by the
 * sales check, the source of a career row at it, or printed with its exact name. List contract
 * (q, page, itemsPerPage, sortBy, orderBy); newest first by default.
 */
export async function companyNameCards(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...companies.spec.read)
  const company = await companies.load(ctx, Number(ctx.params.id))
  const name = squash(company.name)
  const fromCareer = new Set<number>()
  for (const h of await ctx.db.all<CareerHistory>('careerHistories')) {
    if (h.company_id === company.id && h.source?.startsWith('namecard:')) fromCareer.add(Number(h.source.slice(9)))
  }
  const cards = (await ctx.db.all<NameCard & { merged_company_id?: number | null }>('namecards')).filter(
    (c) => c.merged_company_id === company.id || fromCareer.has(c.id) || (name !== '' && squash(c.company ?? '') === name),
  )
  const params = readListParams(ctx.query, { sortBy: 'created_at', orderBy: 'desc' })
  const result = runListQuery(cards, params, {
    search: [(c) => c.full_name, (c) => c.file_name, (c) => c.email, (c) => c.department, (c) => c.position],
    sorters: { id: (c) => c.id, full_name: (c) => c.full_name, file_name: (c) => c.file_name, card_status: (c) => c.card_status, created_at: (c) => c.created_at, process_id: (c) => c.process_id },
  })
  const items: CompanyNameCard[] = result.items.map((c) => ({
    id: c.id,
    process_id: c.process_id,
    file_name: c.file_name,
    full_name: c.full_name,
    department: c.department,
    position: c.position,
    email: c.email,
    card_status: c.card_status,
    analyst_status: c.analyst_status,
    created_at: c.created_at,
  }))
  return ok({ items, total: result.total, page: result.page, itemsPerPage: result.itemsPerPage })
}
