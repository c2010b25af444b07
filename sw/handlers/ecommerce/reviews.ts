import type { RequestContext, Router } from '../../server/router'
import { empty, noContent, ok, type HandlerResult } from '../../server/http'
import { readListParams, runListQuery, type ListSpec } from '../../server/list-query'
import type { Review, ReviewList } from '../../../src/core/api/contract/demo/ecommerce'

export const reviewSorters: ListSpec<Review>['sorters'] = {
  product: (r) => r.product,
  reviewer: (r) => r.reviewer,
  date: (r) => r.date,
  status: (r) => r.status,
}

/** GET /api/apps/ecommerce/reviews — q on product, reviewer, email, head, para; status value or 'All'. */
export async function listReviews(ctx: RequestContext): Promise<HandlerResult> {
  const status = ctx.query.get('status')
  const result = runListQuery(await ctx.db.all<Review>('reviews'), readListParams(ctx.query), {
    search: [(r) => r.product, (r) => r.reviewer, (r) => r.email, (r) => r.head, (r) => r.para],
    filters: status && status !== 'All' ? [(r) => r.status === status] : [],
    sorters: reviewSorters,
  })
  const body: ReviewList = { reviews: result.items, total: result.total }
  return ok(body)
}

/** DELETE /api/apps/ecommerce/reviews/:id — 204, or 404 with an empty body. */
export async function deleteReview(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  if (!Number.isInteger(id)) return empty(404)
  const found = await ctx.db.write(['reviews'], async (tx) => {
    if (!(await tx.get('reviews', id))) return false
    await tx.delete('reviews', id)
    return true
  })
  return found ? noContent() : empty(404)
}

export function registerReviews(router: Router): void {
  router.get('/api/apps/ecommerce/reviews', listReviews)
  router.delete('/api/apps/ecommerce/reviews/:id', deleteReview)
}
