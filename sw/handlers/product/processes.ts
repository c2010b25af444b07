import { created, HttpError, type HandlerResult } from '../../server/http'
import type { RequestContext, Router } from '../../server/router'
import { requirePermission } from '../../server/session'
import { parseWith } from '../../server/validate'
import {
  ProcessCreateSchema,
  ProcessUpdateSchema,
  type CardImage,
  type Process,
  type StoredNameCard,
} from '../../../src/core/api/contract/product/process'
import { createCrud, queryText, stamp } from './crud'
import { ANY_ROLE, enqueue } from './process-store'
import { accountNames } from './record-lookups'
import { registerNamecards } from './namecards'
import { registerAnalysisQueue } from './analysis-queue'
import { registerImages } from './images'
import { registerWfProcess } from './wf-process'
import { checkUploads } from '../../server/upload-check'
import { ACCESS_POLICY, isManager } from '../../../src/core/api/contract/access-policy'

function withNames(p: Process, names: Awaited<ReturnType<typeof accountNames>>): Process {
  const owner = names.canonical(p.owner)
  const uploader = names.canonical(p.uploader)
  return { ...p, owner, uploader, owner_kana: names.kanaOf(owner), uploader_kana: names.kanaOf(uploader) }
}

type ProcessUpdate = { process_name: string; owner?: string; updated_at?: string }

/**
 * /v1/api/processes — read and upload: admin, office or sales. Rename: admin, office or the uploader.
 * Delete (with its cards, images and queue entries; Undo restores them): admin and office only.
 * Filter `mine=1`: processes the caller uploaded. Default order: newest first.
 */
export const processes = createCrud<Process, ProcessUpdate>({
  store: 'processes',
  label: 'Process',
  schema: ProcessUpdateSchema,
  ...ACCESS_POLICY.processes,
  defaultSort: { sortBy: 'created_at', orderBy: 'desc' },
  // Owner and uploader are searched by every name they go by (romaji as shown, kanji as stored).
  search: async (ctx) => {
    const names = await accountNames(ctx.db)
    return [(p) => p.process_name, (p) => names.byShownName(p.owner), (p) => names.byAccount(p.uploader_id) || p.uploader]
  },
  sorters: {
    id: (p) => p.id,
    process_name: (p) => p.process_name,
    // Progress sorts by share done, so a finished 3-card batch sits beside a finished 50-card one.
    progress: (p) => (p.total ? p.progress / p.total : 0),
    failed: (p) => p.failed,
    total: (p) => p.total,
    owner: (p) => p.owner,
    uploader: (p) => p.uploader,
    created_at: (p) => p.created_at,
  },
  filters: async (query, ctx) => {
    if (queryText(query, 'mine') !== '1') return []
    const user = await requirePermission(ctx, ...ANY_ROLE)
    return [(p) => p.uploader_id === user.id]
  },
  authorize: ({ user, existing }, input) => {
    if (isManager(user.permissions)) return
    if (input === undefined) throw new HttpError(403, { message: 'Only admin and office staff can delete processes' })
    if (existing && existing.uploader_id !== user.id) throw new HttpError(403, { message: 'Only the uploader, admin or office staff can rename this process' })
  },
  normalize: (input, { existing }) => ({
    process_name: input.process_name,
    owner: input.owner || existing!.owner,
    uploader: existing!.uploader,
    uploader_id: existing!.uploader_id,
    progress: existing!.progress,
    failed: existing!.failed,
    total: existing!.total,
  }),
  cascade: [
    { store: 'namecards', match: (row, ids) => ids.has(row.process_id as number) },
    { store: 'images', match: (row, ids) => ids.has(row.process_id as number) },
    { store: 'analysisQueue', match: (row, ids) => ids.has(row.process_id as number) },
  ],
  // Owner and uploader as their users write them, with the readings screens derive the romaji from.
  present: async (rows, ctx) => {
    const names = await accountNames(ctx.db)
    return rows.map((p) => withNames(p, names))
  },
})

/** POST /v1/api/processes: the process, its cards (queued for analysis) and their images in one transaction. */
export async function createProcess(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requirePermission(ctx, ...ANY_ROLE)
  const input = parseWith(ProcessCreateSchema, ctx.body ?? {})
  checkUploads(input.files)
  const at = stamp(ctx.now)
  // Stored as the uploader's product user writes the name (kanji, family first); screens show it per language.
  const uploader = (await accountNames(ctx.db)).canonical(user.fullName)
  const processId = await ctx.db.nextId('processes')
  const firstCard = await ctx.db.nextId('namecards')
  const process: Process = {
    id: processId,
    process_name: input.process_name,
    progress: 0,
    failed: 0,
    total: input.files.length,
    owner: input.owner || uploader,
    uploader,
    uploader_id: user.id,
    created_at: at,
    updated_at: at,
  }
  const cards: StoredNameCard[] = input.files.map((file, i) => ({
    id: firstCard + i,
    process_id: processId,
    file_name: file.file_name,
    image: `card-${firstCard + i}`,
    analyst_status: null,
    err_msg: '',
    full_name: '',
    full_name_kana: '',
    email: '',
    phone_number: '',
    company: '',
    department: '',
    position: '',
    website: '',
    address: '',
    postal_code: '',
    card_status: 'uncheck',
    created_at: at,
    updated_at: at,
    merged_person_id: null,
    merged_company_id: null,
  }))
  await ctx.db.write(['processes', 'namecards', 'images', 'analysisQueue'], async (tx) => {
    await tx.put('processes', process, { basedOn: null })
    for (const [i, card] of cards.entries()) {
      const image: CardImage = { id: card.image, process_id: processId, card_id: card.id, file_name: card.file_name, data_url: input.files[i].data_url, created_at: at }
      await tx.put('images', image)
      await tx.put('namecards', card, { basedOn: null })
      await enqueue(tx, card, at)
    }
  })
  return created(withNames(process, await accountNames(ctx.db)))
}

/** Every route of the process area (issue 6): one line in sw/handlers/index.ts. */
export function registerProcesses(router: Router): void {
  router.get('/v1/api/processes', processes.list)
  router.post('/v1/api/processes', createProcess)
  router.post('/v1/api/processes/restore', processes.restore)
  router.post('/v1/api/processes/bulk-delete', processes.bulkRemove)
  router.get('/v1/api/processes/:id', processes.get)
  router.put('/v1/api/processes/:id', processes.update)
  router.delete('/v1/api/processes/:id', processes.remove)
  registerNamecards(router)
  registerAnalysisQueue(router)
  registerImages(router)
  registerWfProcess(router)
}
