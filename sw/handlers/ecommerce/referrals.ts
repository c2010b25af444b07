import type { RequestContext, Router } from '../../server/router'
import { ok, type HandlerResult } from '../../server/http'
import { readListParams, runListQuery, type ListSpec } from '../../server/list-query'
import { currencyValue, type Referral, type ReferralList } from '../../../src/core/api/contract/demo/ecommerce'

export const referralSorters: ListSpec<Referral>['sorters'] = {
  users: (r) => r.user,
  'referred-id': (r) => r.referredId,
  earning: (r) => currencyValue(r.earning),
  value: (r) => currencyValue(r.value),
  status: (r) => r.status,
}

/** GET /api/apps/ecommerce/referrals — sort and paginate only (spec §7 names no search or filter). */
export async function listReferrals(ctx: RequestContext): Promise<HandlerResult> {
  const result = runListQuery(await ctx.db.all<Referral>('referrals'), readListParams(ctx.query), { sorters: referralSorters })
  const body: ReferralList = { referrals: result.items, total: result.total }
  return ok(body)
}

export function registerReferrals(router: Router): void {
  router.get('/api/apps/ecommerce/referrals', listReferrals)
}
