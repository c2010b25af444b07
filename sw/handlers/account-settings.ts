import type { WriteTx } from '../db/database'
import { fail, ok, type HandlerResult } from '../server/http'
import type { RequestContext, Router } from '../server/router'
import { requireUser, type LoginUser } from '../server/session'
import { parseWith } from '../server/validate'
import {
  ACCOUNT_MESSAGES,
  DeactivateSchema,
  PasswordChangeSchema,
  SECTION_SCHEMAS,
  TwoStepPhoneSchema,
  TwoStepSchema,
  type AccountSection,
  type AccountSettings,
} from '../../src/core/api/contract/demo/account-settings'

/** One account's settings as one document (`account-settings:<account id>`); a code being set up rides along. */
type Stored = AccountSettings & { pendingTwoStep?: { phone: string; code: string } }
type Doc = { key: string; value: Stored }

const keyOf = (accountId: number) => `account-settings:${accountId}`

/** First look: filled from the demo account, so no tab starts empty. */
export function defaultSettings(user: LoginUser, now: number): Stored {
  const [firstName, ...rest] = user.fullName.split(/\s+/)
  const lastName = rest.join(' ') || firstName
  const since = new Date(now).toISOString().slice(0, 10)
  return {
    account: {
      firstName,
      lastName,
      email: user.email,
      organization: 'Meishi',
      phone: '03-1234-5678',
      address: '1-2-3 Marunouchi, Chiyoda-ku',
      state: 'Tokyo',
      zipCode: '100-0005',
      country: 'JP',
      language: 'ja',
      timeZone: 'Asia/Tokyo',
      currency: 'JPY',
      avatar: '',
    },
    plan: { plan: 'standard', cycle: 'monthly', since },
    billing: {
      companyName: 'Meishi',
      billingEmail: user.email,
      taxId: '',
      phone: '03-1234-5678',
      country: 'JP',
      address: '1-2-3 Marunouchi, Chiyoda-ku',
      state: 'Tokyo',
      zipCode: '100-0005',
    },
    notification: {
      matrix: {
        newForYou: { email: true, browser: true, app: true },
        accountActivity: { email: true, browser: true, app: true },
        newBrowser: { email: true, browser: true, app: false },
        newDevice: { email: true, browser: false, app: false },
        cardAnalysed: { email: false, browser: true, app: true },
        weeklySummary: { email: true, browser: false, app: false },
      },
      when: 'online',
    },
    connection: {
      services: { google: true, slack: false, github: true, mailchimp: false, asana: false },
      social: { x: '', linkedin: user.username, facebook: '' },
    },
    security: { twoStep: { enabled: false, phone: '' }, passwordChangedAt: null },
    deactivated: false,
  }
}

const visible = ({ pendingTwoStep: _pending, ...settings }: Stored): AccountSettings => settings

async function read(tx: Pick<WriteTx, 'get'>, user: LoginUser, now: number): Promise<Stored> {
  return ((await tx.get<Doc>('documents', keyOf(user.id))) as Doc | undefined)?.value ?? defaultSettings(user, now)
}

/** Changes one account's settings in one transaction and answers them. */
async function change(ctx: RequestContext, user: LoginUser, fn: (s: Stored) => void, stores: ('documents' | 'loginUsers')[] = ['documents'], extra?: (tx: WriteTx) => Promise<void>): Promise<AccountSettings> {
  return ctx.db.write(stores, async (tx) => {
    const settings = await read(tx, user, ctx.now)
    fn(settings)
    await tx.put('documents', { key: keyOf(user.id), value: settings } satisfies Doc)
    if (extra) await extra(tx)
    return visible(settings)
  })
}

/** GET /api/pages/account-settings — the signed-in account's settings, every tab. */
export async function getAccountSettings(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const doc = await ctx.db.get<Doc>('documents', keyOf(user.id))
  return ok(visible(doc?.value ?? defaultSettings(user, ctx.now)))
}

const isSection = (s: string): s is AccountSection => Object.hasOwn(SECTION_SCHEMAS, s)

/** PUT /api/pages/account-settings/:section (account, billing, plan, notification, connection) — 400 naming bad fields. */
export async function putAccountSection(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const section = ctx.params.section
  if (!isSection(section)) return fail(404, `Unknown settings section: ${section}`)
  const input = parseWith(SECTION_SCHEMAS[section], ctx.body ?? {})
  if ((await read(ctx.db, user, ctx.now)).deactivated) return fail(403, ACCOUNT_MESSAGES.deactivated)
  return ok(
    await change(ctx, user, (s) => {
      if (section === 'plan') {
        const plan = input as AccountSettings['plan']
        s.plan = { plan: plan.plan, cycle: plan.cycle, since: plan.plan === s.plan.plan && plan.cycle === s.plan.cycle ? s.plan.since : new Date(ctx.now).toISOString().slice(0, 10) }
      } else (s as Record<string, unknown>)[section] = input
    }),
  )
}

/** 6 digits; the demo has no SMS gateway, so the answer carries the code for the dialog to show. */
const newCode = () => String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, '0')

/** POST /api/pages/account-settings/two-step/code {phone} — "sends" a code for turning two-step on. */
export async function sendTwoStepCode(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const { phone } = parseWith(TwoStepPhoneSchema, ctx.body ?? {})
  const code = newCode()
  await change(ctx, user, (s) => void (s.pendingTwoStep = { phone, code }))
  return ok({ sentTo: phone, demoCode: code })
}

/** PUT /api/pages/account-settings/two-step {enabled, phone, code} — on with the code just sent; off any time. */
export async function putTwoStep(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const input = parseWith(TwoStepSchema, ctx.body ?? {})
  if (input.enabled) {
    const pending = (await read(ctx.db, user, ctx.now)).pendingTwoStep
    if (!pending || pending.phone !== input.phone || pending.code !== input.code) return fail(400, ACCOUNT_MESSAGES.wrongCode, { code: [ACCOUNT_MESSAGES.wrongCode] })
  }
  return ok(
    await change(ctx, user, (s) => {
      s.security.twoStep = input.enabled ? { enabled: true, phone: input.phone } : { enabled: false, phone: '' }
      delete s.pendingTwoStep
    }),
  )
}

/** POST /api/pages/account-settings/password {current, password, confirm} — the demo account's real sign-in password changes. */
export async function changePassword(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const input = parseWith(PasswordChangeSchema, ctx.body ?? {})
  if (input.current !== user.password) return fail(400, ACCOUNT_MESSAGES.wrongPassword, { current: [ACCOUNT_MESSAGES.wrongPassword] })
  return ok(
    await change(ctx, user, (s) => void (s.security.passwordChangedAt = new Date(ctx.now).toISOString()), ['documents', 'loginUsers'], (tx) =>
      tx.put('loginUsers', { ...user, password: input.password }, { basedOn: user }),
    ),
  )
}

/** POST /api/pages/account-settings/deactivate {confirm: true} — marks the account deactivated (kept; reactivate undoes it). */
export async function deactivateAccount(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  parseWith(DeactivateSchema, ctx.body ?? {})
  return ok(await change(ctx, user, (s) => void (s.deactivated = true)))
}

/** POST /api/pages/account-settings/reactivate — undoes a deactivation. */
export async function reactivateAccount(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  return ok(await change(ctx, user, (s) => void (s.deactivated = false)))
}

export function registerAccountSettings(router: Router): void {
  router.get('/api/pages/account-settings', getAccountSettings)
  router.put('/api/pages/account-settings/two-step', putTwoStep)
  router.put('/api/pages/account-settings/:section', putAccountSection)
  router.post('/api/pages/account-settings/two-step/code', sendTwoStepCode)
  router.post('/api/pages/account-settings/password', changePassword)
  router.post('/api/pages/account-settings/deactivate', deactivateAccount)
  router.post('/api/pages/account-settings/reactivate', reactivateAccount)
}
