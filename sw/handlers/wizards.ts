import * as v from 'valibot'
import type { RequestContext, Router } from '../server/router'
import { HttpError, created, ok, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import { requireUser } from '../server/session'
import { currencyValue, type Product } from '../../src/core/api/contract/demo/ecommerce'
import {
  DRAFT_KEY_RE,
  WIZARD_IDS,
  WIZARD_STEPS,
  WizardDraftSchema,
  WizardSubmitSchema,
  cartTotals,
  type CheckoutLine,
  type DELIVERY_SPEEDS,
  type WizardDraft,
  type WizardId,
  type WizardSubmission,
} from '../../src/core/api/contract/demo/wizards'

// The demo wizards: drafts per user and key, and submissions per wizard, kept in the `documents`
// store (no new object store: a draft is one small document). A cleared draft is stored as null
// rather than deleted, so starting over many times leaves no tombstones behind.

const draftDoc = (userId: number, key: string) => `wizard.draft.${userId}.${key}`
const submissionsDoc = (wizard: WizardId) => `wizard.submissions.${wizard}`
const KEEP_SUBMISSIONS = 50
const DELIVERY_DAYS: Record<(typeof DELIVERY_SPEEDS)[number], number> = { standard: 5, express: 2, overnight: 1 }
const PREFIX: Record<WizardId, string> = { checkout: 'OR', 'create-deal': 'DL', 'property-listing': 'PR', 'account-setup': 'AC' }

function draftKey(ctx: RequestContext): string {
  const key = ctx.params.key ?? ''
  if (!DRAFT_KEY_RE.test(key)) throw new HttpError(400, { message: 'key must be a draft key such as create-deal' })
  return key
}

function wizardId(ctx: RequestContext): WizardId {
  const id = ctx.params.wizard as WizardId
  if (!WIZARD_IDS.includes(id)) throw new HttpError(404, { message: `No wizard named ${ctx.params.wizard}` })
  return id
}

/** GET /api/wizards/drafts/:key — `{ draft }`, null when nothing has been kept. */
export async function getDraft(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const draft = await ctx.db.document<WizardDraft>(draftDoc(user.id, draftKey(ctx)))
  return ok({ draft: draft ?? null })
}

/** PUT /api/wizards/drafts/:key — keeps what has been typed so far (unvalidated, size-limited). */
export async function putDraft(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const key = draftKey(ctx)
  const input = parseWith(WizardDraftSchema, ctx.body)
  const draft: WizardDraft = { ...input, updatedAt: new Date(ctx.now).toISOString() }
  await ctx.db.put('documents', { key: draftDoc(user.id, key), value: draft })
  return ok({ draft })
}

/** DELETE /api/wizards/drafts/:key — start over. */
export async function deleteDraft(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  await ctx.db.put('documents', { key: draftDoc(user.id, draftKey(ctx)), value: null })
  return ok({ draft: null })
}

/** Every step's schema over the same values: all messages at once, by field. */
function validateSteps(wizard: WizardId, values: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, string[]> = {}
  let output: Record<string, unknown> = {}
  for (const schema of Object.values(WIZARD_STEPS[wizard]) as v.GenericSchema[]) {
    const result = v.safeParse(schema, values)
    if (result.success) output = { ...output, ...(result.output as Record<string, unknown>) }
    else for (const issue of result.issues) (fields[v.getDotPath(issue) ?? '_'] ??= []).push(issue.message)
  }
  const first = Object.entries(fields)[0]
  if (first) throw new HttpError(400, { message: `${first[0]}: ${first[1][0]}`, fields })
  return output
}

/** Prices the cart from the product records (never from the client) and dates the delivery. */
async function priceCart(ctx: RequestContext, values: Record<string, unknown>): Promise<NonNullable<WizardSubmission['order']>> {
  const items = values.items as { productId: number; qty: number }[]
  const speed = values.deliverySpeed as (typeof DELIVERY_SPEEDS)[number]
  const lines: CheckoutLine[] = []
  for (const [i, item] of items.entries()) {
    const product = await ctx.db.get<Product>('products', item.productId)
    if (!product) throw new HttpError(400, { message: `items.${i}: This product is no longer sold`, fields: { [`items.${i}`]: ['This product is no longer sold'] } })
    if (!product.stock) throw new HttpError(400, { message: `items.${i}: ${product.productName} is out of stock`, fields: { [`items.${i}`]: [`${product.productName} is out of stock`] } })
    const unitPrice = currencyValue(product.price)
    lines.push({ productId: product.id, name: product.productName, unitPrice, qty: item.qty, lineTotal: Math.round(unitPrice * item.qty * 100) / 100 })
  }
  const totals = cartTotals(items, new Map(lines.map((l) => [l.productId, l.unitPrice])), speed)
  const deliverBy = new Date(ctx.now + DELIVERY_DAYS[speed] * 86_400_000).toISOString().slice(0, 10)
  return { lines, ...totals, deliverBy }
}

// Card details are checked, never kept.
const SECRET_FIELDS = ['cardNumber', 'cvv', 'expiry']

/** POST /api/wizards/:wizard/submissions — validates every step, stores the result, clears the draft. */
export async function submitWizard(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const wizard = wizardId(ctx)
  const input = parseWith(WizardSubmitSchema, ctx.body)
  const values = validateSteps(wizard, input.values)
  const order = wizard === 'checkout' ? await priceCart(ctx, values) : undefined
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET_FIELDS.includes(k)))
  if (typeof values.cardNumber === 'string' && values.cardNumber) kept.cardLast4 = values.cardNumber.replace(/\s/g, '').slice(-4)
  const submission = await ctx.db.write(['documents'], async (tx) => {
    const doc = await tx.get<{ key: string; value: (WizardSubmission & { userId: number })[] }>('documents', submissionsDoc(wizard))
    const list = doc?.value ?? []
    const id = list.reduce((max, s) => Math.max(max, s.id), 0) + 1
    const saved: WizardSubmission & { userId: number } = {
      id,
      wizard,
      reference: `${PREFIX[wizard]}-${String(id).padStart(6, '0')}`,
      submittedAt: new Date(ctx.now).toISOString(),
      values: kept,
      userId: user.id,
      ...(order ? { order } : {}),
    }
    await tx.put('documents', { key: submissionsDoc(wizard), value: [saved, ...list].slice(0, KEEP_SUBMISSIONS) })
    if (input.draftKey) await tx.put('documents', { key: draftDoc(user.id, input.draftKey), value: null })
    return saved
  })
  const { userId: _owner, ...body } = submission
  return created(body)
}

export function registerWizards(router: Router): void {
  router.get('/api/wizards/drafts/:key', getDraft)
  router.put('/api/wizards/drafts/:key', putDraft)
  router.delete('/api/wizards/drafts/:key', deleteDraft)
  router.post('/api/wizards/:wizard/submissions', submitWizard)
}
