import { HttpError } from '../../server/http'
import type { RequestContext, Router } from '../../server/router'
import { CareerHistoryInputSchema, type CareerHistory, type CareerHistoryInput } from '../../../src/core/api/contract/product/career-history'
import type { Company } from '../../../src/core/api/contract/product/company'
import type { Person } from '../../../src/core/api/contract/product/person'
import type { CareerHistoryRow } from '../../../src/core/api/contract/product/records-api'
import { ACCESS_POLICY, CHANGE_OWN_CAREER_ONLY, mayChangeCareer } from '../../../src/core/api/contract/access-policy'
import { requireUser } from '../../server/session'
import { createCrud, registerCrud, type CrudSpec } from './crud'
import { personsById } from './record-lookups'

/** Periods are whole days, both ends included; no end date = up to now and beyond. */
export function overlaps(a: Pick<CareerHistory, 'started_on' | 'ended_on'>, b: Pick<CareerHistory, 'started_on' | 'ended_on'>): boolean {
  const aEnd = a.ended_on ?? '9999-12-31'
  const bEnd = b.ended_on ?? '9999-12-31'
  return a.started_on <= bEnd && b.started_on <= aEnd
}

const base: CrudSpec<CareerHistory, CareerHistoryInput> = {
  store: 'careerHistories',
  label: 'Career history',
  schema: CareerHistoryInputSchema,
  // Any signed-in user reads (spec §2); a write follows the owning person's rule (issue #13).
  ...ACCESS_POLICY['career-histories'],
  authorize: async ({ ctx, user, existing }) => {
    const personId = existing?.person_id ?? Number(ctx.params.personId)
    const person = await ctx.db.get<Person>('persons', personId)
    if (person && !mayChangeCareer(user.permissions, user.productUserId, person)) throw new HttpError(403, { message: CHANGE_OWN_CAREER_ONLY })
  },
  defaultSort: { sortBy: 'started_on', orderBy: 'desc' },
  search: [(h) => h.company_name, (h) => h.department, (h) => h.position],
  sorters: {
    id: (h) => h.id,
    company_name: (h) => h.company_name,
    department: (h) => h.department,
    position: (h) => h.position,
    started_on: (h) => h.started_on,
    // The current row (no end) sorts as the latest.
    ended_on: (h) => h.ended_on ?? '9999-12-31',
  },
  normalize: async (input, { ctx }) => {
    const { updated_at: _stale, ...fields } = input as CareerHistoryInput & { updated_at?: string }
    const row = fields as Omit<CareerHistory, 'id' | 'created_at' | 'updated_at' | 'person_id'>
    if (row.company_id) {
      const company = await ctx.db.get<Company>('companies', row.company_id)
      if (!company) throw new HttpError(400, { message: 'company_id: This company does not exist', fields: { company_id: ['This company does not exist'] } })
      row.company_name = company.name
    }
    return row as Omit<CareerHistory, 'id' | 'created_at' | 'updated_at'>
  },
  validate: async (record, { ctx }) => {
    const others = (await ctx.db.all<CareerHistory>('careerHistories')).filter((h) => h.person_id === record.person_id && h.id !== record.id)
    const clash = others.find((h) => overlaps(h, record))
    if (clash) {
      const period = `${clash.started_on} – ${clash.ended_on ?? 'now'}`
      const message = !clash.ended_on && !record.ended_on
        ? `Only one position can be current: ${clash.company_name} (${period}) has no end date. End it first.`
        : `This period overlaps ${clash.company_name} (${period}). Periods must not overlap.`
      throw new HttpError(400, { message, fields: { started_on: [message] } })
    }
  },
  // The current row is the person's present position: keep the person's company, department and position in step.
  afterWriteStores: ['persons'],
  afterWrite: async (tx, row) => {
    if (row.ended_on) return
    const person = await tx.get<Person>('persons', row.person_id)
    if (!person) return
    if (person.company_id === row.company_id && person.department === row.department && person.position === row.position) return
    await tx.put('persons', { ...person, company_id: row.company_id, department: row.department, position: row.position, updated_at: row.updated_at })
  },
  present: async (rows, ctx): Promise<CareerHistoryRow[]> => {
    const [persons, user] = await Promise.all([personsById(ctx.db), requireUser(ctx)])
    const out: CareerHistoryRow[] = []
    for (const h of rows) {
      // The card a row came from, with its process, so the screens can link to the card's page.
      const cardId = h.source?.startsWith('namecard:') ? Number(h.source.slice(9)) : undefined
      const card = cardId ? await ctx.db.get<{ process_id: number }>('namecards', cardId) : undefined
      const person = persons.get(h.person_id)
      out.push({
        ...h,
        person_name: person?.full_name ?? '',
        person_kana: person?.full_name_kana ?? '',
        source_card_id: card ? cardId! : null,
        source_process_id: card?.process_id ?? null,
        editable: person ? mayChangeCareer(user.permissions, user.productUserId, person) : false,
      })
    }
    return out
  },
}

async function personScope(ctx: RequestContext) {
  const personId = Number(ctx.params.personId)
  if (!Number.isInteger(personId) || !(await ctx.db.get<Person>('persons', personId))) throw new HttpError(404, { message: 'Person not found' })
  return { match: (h: CareerHistory) => h.person_id === personId, fields: { person_id: personId } }
}

/** /v1/api/persons/:personId/career-histories — one person's rows (list and create). */
export const personCareer = createCrud<CareerHistory, CareerHistoryInput>({ ...base, scope: personScope })
/** /v1/api/career-histories/:id — one row (view, edit, delete), whoever the person. */
export const careerHistories = createCrud<CareerHistory, CareerHistoryInput>(base)

export function registerCareerHistories(router: Router): void {
  router.get('/v1/api/persons/:personId/career-histories', personCareer.list)
  router.post('/v1/api/persons/:personId/career-histories', personCareer.create)
  registerCrud(router, '/v1/api/career-histories', careerHistories)
}
