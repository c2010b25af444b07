import type { RequestContext, Router } from '../../server/router'
import { fail, ok, type HandlerResult } from '../../server/http'
import type { Database } from '../../db/database'
import { analyticsCards } from './analytics'
import { academyCards } from './academy'
import { logisticsCards } from './logistics'
import { ecommerceCards } from './ecommerce'
import { crmCards } from './crm'

type Board = Record<string, (db: Database) => Promise<unknown>>
const BOARDS: Record<string, Board> = { analytics: analyticsCards, academy: academyCards, logistics: logisticsCards, ecommerce: ecommerceCards, crm: crmCards }

/** GET /api/dashboards/:board/:card — one card's figures; an unknown board or card is a 404 that says which. */
export async function dashboardCard(ctx: RequestContext): Promise<HandlerResult> {
  const { board, card } = ctx.params
  const cards = Object.hasOwn(BOARDS, board) ? BOARDS[board] : undefined
  if (!cards) return fail(404, `Unknown dashboard "${board}". Known: ${Object.keys(BOARDS).join(', ')}.`)
  if (!Object.hasOwn(cards, card)) return fail(404, `Dashboard "${board}" has no card "${card}". Known: ${Object.keys(cards).join(', ')}.`)
  return ok(await cards[card](ctx.db))
}

export function registerDashboards(router: Router): void {
  router.get('/api/dashboards/:board/:card', dashboardCard)
}
