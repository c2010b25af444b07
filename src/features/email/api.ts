import { demoApi } from '@/core/api/client'
import type { EmailLabel, EmailsMeta, EmailsResponse, EmailUpdateInput, EmailUpdateResponse } from '@/core/api/contract/demo/email'
import type { ComposeResponse, DraftInput } from '@/core/api/contract/demo/email-compose'

/** The e-mail endpoints (spec §7, plus drafts and send). */
export const emailApi = {
  list: (query: Record<string, string | number | boolean>, signal?: AbortSignal) => demoApi<EmailsResponse>('apps/email', { query, signal }),
  update: (ids: number[], change: { data?: EmailUpdateInput['data']; label?: EmailLabel }) =>
    demoApi<EmailUpdateResponse>('apps/email', { method: 'POST', body: { ids, ...change } }),
  saveDraft: (draft: DraftInput) => demoApi<ComposeResponse>('apps/email/drafts', { method: 'PUT', body: draft }),
  send: (draft: DraftInput) => demoApi<ComposeResponse>('apps/email/send', { method: 'POST', body: draft }),
}

export type { EmailsMeta }
