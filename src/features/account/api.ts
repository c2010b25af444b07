import { demoApi } from '@/core/api/client'
import type { ResourceFetcher } from '@/core/list/use-resource'
import type { AccountSection, AccountSettings, PasswordChange, TwoStepInput } from '@/core/api/contract/demo/account-settings'

// The account's settings on the demo server (/api/pages/account-settings…, kept in IndexedDB).
export const settingsUrl = 'pages/account-settings'
export const fetcher = demoApi as unknown as ResourceFetcher

const post = <T,>(path: string, body?: Record<string, unknown>) => demoApi<T>(`${settingsUrl}/${path}`, { method: 'POST', body })

export const accountApi = {
  saveSection: (section: AccountSection, body: unknown) => demoApi<AccountSettings>(`${settingsUrl}/${section}`, { method: 'PUT', body: body as Record<string, unknown> }),
  changePassword: (body: PasswordChange) => post<AccountSettings>('password', body),
  sendCode: (phone: string) => post<{ sentTo: string; demoCode: string }>('two-step/code', { phone }),
  setTwoStep: (body: TwoStepInput) => demoApi<AccountSettings>(`${settingsUrl}/two-step`, { method: 'PUT', body: body as Record<string, unknown> }),
  deactivate: () => post<AccountSettings>('deactivate', { confirm: true }),
  reactivate: () => post<AccountSettings>('reactivate'),
}

/** What every tab gets: the saved settings and a way to hand back the server's answer after a save. */
export type TabProps = { settings: AccountSettings; onSaved: (next: AccountSettings) => void }
