import * as v from 'valibot'
import { fail, ok, type HandlerResult } from '../../server/http'
import type { RequestContext } from '../../server/router'
import { requirePermission } from '../../server/session'
import { parseWith } from '../../server/validate'
import {
  AnalysisResultSchema,
  NameCardFieldsSchema,
  missingFieldsError,
  type QueueEntry,
  type StoredNameCard,
} from '../../../src/core/api/contract/product/process'
import { stamp } from './crud'
import { ANY_ROLE, loadCard, loadProcess, recount } from './process-store'
import { notify } from '../notifications'

const FIELD_NAMES = Object.keys(NameCardFieldsSchema.entries).filter((k) => k !== 'updated_at') as Array<keyof StoredNameCard & keyof typeof NameCardFieldsSchema.entries>

/**
 * OCR output is kept even where it breaks a field rule (a misread e-mail): the user sees it on the
 * card and corrects it; the office check refuses cards whose fields are still invalid.
 */
function cleanFields(raw: Record<string, unknown>): Partial<StoredNameCard> {
  const out: Record<string, string> = {}
  for (const name of FIELD_NAMES) {
    const value = raw[name]
    if (typeof value !== 'string') continue
    const parsed = v.safeParse(NameCardFieldsSchema.entries[name], value)
    out[name] = (parsed.success ? String(parsed.output ?? '') : value.trim()).slice(0, 300)
  }
  return out
}

/**
 * POST /v1/api/processes/:pid/namecards/:id/analysis {analyst_status, err_msg, fields}: the result
 * for a queued card. The card leaves the queue and the process counters move. A card that is no
 * longer waiting (analysed already, or completed by hand) is a 409, so two devices never overwrite
 * each other or a user's corrections. "success" without a name or contact is stored as a failure.
 */
export async function postAnalysis(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ANY_ROLE)
  const process = await loadProcess(ctx)
  const card = await loadCard(ctx, process)
  const input = parseWith(AnalysisResultSchema, ctx.body ?? {})
  const queued = await ctx.db.get<QueueEntry>('analysisQueue', card.id)
  if (card.analyst_status !== null || !queued) return fail(409, 'This card is not waiting for analysis')
  const fields = { ...card, ...cleanFields(input.fields ?? {}) }
  const missing = missingFieldsError(fields)
  const status = input.analyst_status === 'success' && !missing ? 'success' : 'fail'
  const next: StoredNameCard = {
    ...fields,
    // A field that holds a value the reader was unsure of, or an empty one it expected on the card and did not find.
    doubtful_fields: [...new Set(input.doubtful ?? [])],
    analyst_status: status,
    err_msg: status === 'success' ? '' : input.err_msg || missing,
    updated_at: stamp(ctx.now, card.updated_at),
  }
  const updated = await ctx.db.write(['namecards', 'processes', 'analysisQueue', 'documents'], async (tx) => {
    await tx.put('namecards', next, { basedOn: card })
    await tx.delete('analysisQueue', card.id)
    const counted = await recount(tx, process.id)
    // The last card of the batch: tell the uploader their cards are ready to check.
    if (counted && counted.total > 0 && counted.progress === counted.total) {
      const params = { process_id: counted.id, process_name: counted.process_name, total: counted.total, failed: counted.failed }
      await notify(tx, counted.uploader_id, ctx.now, { kind: 'analysis-finished', tone: counted.failed ? 'warning' : 'success', params })
    }
    return counted
  })
  return ok({ card: next, process: updated })
}
