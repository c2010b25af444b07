import { ok, type HandlerResult } from '../../server/http'
import type { RequestContext, Router } from '../../server/router'
import { requirePermission } from '../../server/session'
import type { Process, StoredNameCard, WfProcess, WfProcessNamecard } from '../../../src/core/api/contract/product/process'
import { wfPage } from './wf-records'
import { ANY_ROLE } from './process-store'

/** GET /api/apps/wf-process — spec §7: page, itemsPerPage (sort ignored) → {users, totalPages, totalUsers, page}. */
export async function wfProcess(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ANY_ROLE)
  const rows: WfProcess[] = (await ctx.db.all<Process>('processes')).map((p) => ({
    id: p.id, process_name: p.process_name, progress: p.progress, failed: p.failed, total: p.total, owner: p.owner, uploader: p.uploader, created_at: p.created_at,
  }))
  return ok(wfPage(rows, ctx.query))
}

/** GET /api/apps/wf-process-namecard — the spec's name-card process rows; `process_id` narrows to one process. */
export async function wfProcessNamecard(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ANY_ROLE)
  const only = Number(ctx.query.get('process_id') ?? '')
  const rows: WfProcessNamecard[] = (await ctx.db.all<StoredNameCard>('namecards'))
    .filter((c) => !only || c.process_id === only)
    .map((c) => ({
      id: c.id, file_name: c.file_name, analyst_status: c.analyst_status, err_msg: c.err_msg, full_name: c.full_name, email: c.email,
      phone_number: c.phone_number, company: c.company, card_status: c.card_status, created_at: c.created_at,
    }))
  return ok(wfPage(rows, ctx.query))
}

export function registerWfProcess(router: Router): void {
  router.get('/api/apps/wf-process', wfProcess)
  router.get('/api/apps/wf-process-namecard', wfProcessNamecard)
}
