import type { RequestContext, Router } from '../server/router'
import { empty, fail, ok, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import { readListParams, runListQuery } from '../server/list-query'
import {
  ProfileConnectionSchema,
  ProfileQuerySchema,
  type ProfileAbout,
  type ProfileConnection,
  type ProfileProjectRows,
  type FaqGroup,
  type HelpArticle,
  type HelpCenter,
  type ProfileHeader,
  type SalesRow,
  type SalesRowsResponse,
} from '../../src/core/api/contract/demo/pages'

/**
 * GET /api/pages/datatable — the sales rows. Every row by default (the page's table paginates);
 * q (product, brand, buyer), status, receivedPaymentStatus, sortBy and page/itemsPerPage also work.
 */
export async function salesRows(ctx: RequestContext): Promise<HandlerResult> {
  const rows = await ctx.db.all<SalesRow>('salesRows')
  const params = readListParams(ctx.query, { itemsPerPage: -1 })
  const status = ctx.query.get('status')?.trim().toLowerCase()
  const received = ctx.query.get('receivedPaymentStatus')?.trim().toLowerCase()
  const result = runListQuery(rows, params, {
    search: [(r) => r.product.name, (r) => r.product.brand, (r) => r.buyer.name],
    filters: [
      (r) => !status || r.payment.status.toLowerCase() === status,
      (r) => !received || r.payment.receivedPaymentStatus.toLowerCase() === received,
    ],
    sorters: {
      product: (r) => r.product.name,
      date: (r) => r.date,
      buyer: (r) => r.buyer.name,
      total: (r) => r.payment.total,
      status: (r) => r.payment.status,
    },
  })
  const body: SalesRowsResponse = { salesRows: result.items, total: result.total, page: result.page, itemsPerPage: result.itemsPerPage }
  return ok(body)
}

/** GET /api/pages/faq?q — only groups with a matching question, holding only their matching questions. */
export async function faq(ctx: RequestContext): Promise<HandlerResult> {
  const groups = await ctx.db.document<FaqGroup[]>('pages.faq')
  if (!groups) return empty(404)
  const q = (ctx.query.get('q') ?? '').trim().toLowerCase()
  if (!q) return ok(groups)
  const result: FaqGroup[] = []
  for (const group of groups) {
    const faqs = group.faqs.filter((f) => f.question.toLowerCase().includes(q))
    if (faqs.length) result.push({ ...group, faqs })
  }
  return ok(result)
}

const documentEndpoint =
  <T>(key: string) =>
  async (ctx: RequestContext): Promise<HandlerResult> => {
    const value = await ctx.db.document<T>(key)
    return value === undefined ? empty(404) : ok(value)
  }

/** GET /api/pages/profile?tab=profile|teams|projects|connections — that tab's sample data. */
export async function profileTab(ctx: RequestContext): Promise<HandlerResult> {
  const { tab } = parseWith(ProfileQuerySchema, { tab: ctx.query.get('tab') ?? undefined })
  return documentEndpoint<unknown>(`pages.profile.${tab}`)(ctx)
}

/** GET /api/pages/profile/projects-table — the profile's project rows through the list engine: q (name, leader), sortBy name|leader|date|status, pages. */
export async function profileProjectRows(ctx: RequestContext): Promise<HandlerResult> {
  const about = await ctx.db.document<ProfileAbout>('pages.profile.profile')
  if (!about) return empty(404)
  const params = readListParams(ctx.query, { itemsPerPage: 5 })
  const result = runListQuery(about.projectTable, params, {
    search: [(r) => r.name, (r) => r.leader],
    sorters: { name: (r) => r.name, leader: (r) => r.leader, date: (r) => r.date, status: (r) => r.status },
  })
  const body: ProfileProjectRows = { items: result.items, total: result.total }
  return ok(body)
}

type ProfileAboutDoc = { connections: { name: string; isFriend: boolean }[] }

/** PATCH /api/pages/profile/connections {name, isConnected} — one flag, kept in both the connections tab and the profile's list. */
export async function toggleProfileConnection(ctx: RequestContext): Promise<HandlerResult> {
  const { name, isConnected } = parseWith(ProfileConnectionSchema, ctx.body ?? {})
  return ctx.db.write(['documents'], async (tx) => {
    const doc = await tx.get<{ key: string; value: ProfileConnection[] }>('documents', 'pages.profile.connections')
    const person = doc?.value.find((c) => c.name === name)
    if (!doc || !person) return fail(404, `No connection named ${name}`)
    person.isConnected = isConnected
    await tx.put('documents', doc)
    const about = await tx.get<{ key: string; value: ProfileAboutDoc }>('documents', 'pages.profile.profile')
    const friend = about?.value.connections.find((c) => c.name === name)
    if (about && friend) {
      friend.isFriend = isConnected
      await tx.put('documents', about)
    }
    return ok(person)
  })
}

export function registerPages(router: Router): void {
  router.get('/api/pages/datatable', salesRows)
  router.get('/api/pages/faq', faq)
  router.get('/api/pages/help-center', documentEndpoint<HelpCenter>('pages.helpCenter'))
  router.get('/api/pages/help-center/article', documentEndpoint<HelpArticle>('pages.helpCenterArticle'))
  router.get('/api/pages/profile', profileTab)
  router.get('/api/pages/profile/projects-table', profileProjectRows)
  router.patch('/api/pages/profile/connections', toggleProfileConnection)
  router.get('/api/pages/profile/header', documentEndpoint<ProfileHeader>('pages.profileHeader'))
}
