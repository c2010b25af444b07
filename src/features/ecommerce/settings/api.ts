import { demoApi } from '@/core/api/client'
import type { ResourceFetcher } from '@/core/list/use-resource'
import type { ShopSettings, ShopSettingsTab } from '@/core/api/contract/demo/shop-settings'

// The demo shop's settings on the demo server (kept in IndexedDB; works offline).
export const shopSettingsUrl = 'apps/ecommerce/settings'
export const fetcher = demoApi as unknown as ResourceFetcher
export const saveShopTab = <K extends ShopSettingsTab>(tab: K, body: ShopSettings[K]) => demoApi<ShopSettings>(`${shopSettingsUrl}/${tab}`, { method: 'PUT', body: body as Record<string, unknown> })

/** What every tab gets: the saved settings and a way to hand back the server's answer after a save. */
export type ShopTabProps = { settings: ShopSettings; onSaved: (next: ShopSettings) => void }
