import { fail, ok, type HandlerResult } from '../server/http'
import type { RequestContext, Router } from '../server/router'
import { requireUser } from '../server/session'
import { parseWith } from '../server/validate'
import { DEFAULT_SHOP_SETTINGS, SHOP_SETTINGS_SCHEMAS, type ShopSettings, type ShopSettingsTab } from '../../src/core/api/contract/demo/shop-settings'

/** The demo shop's settings: one document for the whole shop, every tab in it. */
type Doc = { key: string; value: ShopSettings }
const KEY = 'shop-settings'

const isTab = (s: string): s is ShopSettingsTab => Object.hasOwn(SHOP_SETTINGS_SCHEMAS, s)

/** GET /api/apps/ecommerce/settings — every tab (the defaults until something is saved). */
export async function getShopSettings(ctx: RequestContext): Promise<HandlerResult> {
  await requireUser(ctx)
  const doc = await ctx.db.get<Doc>('documents', KEY)
  return ok({ ...DEFAULT_SHOP_SETTINGS, ...doc?.value })
}

/** PUT /api/apps/ecommerce/settings/:tab — one tab, validated (400 naming the bad fields); answers every tab. */
export async function putShopSettingsTab(ctx: RequestContext): Promise<HandlerResult> {
  await requireUser(ctx)
  const tab = ctx.params.tab
  if (!isTab(tab)) return fail(404, `Unknown settings tab: ${tab}`)
  const input = parseWith(SHOP_SETTINGS_SCHEMAS[tab], ctx.body ?? {})
  const next = await ctx.db.write(['documents'], async (tx) => {
    const saved = ((await tx.get<Doc>('documents', KEY)) as Doc | undefined)?.value
    const settings: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, ...saved, [tab]: input }
    await tx.put('documents', { key: KEY, value: settings } satisfies Doc)
    return settings
  })
  return ok(next)
}

export function registerShopSettings(router: Router): void {
  router.get('/api/apps/ecommerce/settings', getShopSettings)
  router.put('/api/apps/ecommerce/settings/:tab', putShopSettingsTab)
}
