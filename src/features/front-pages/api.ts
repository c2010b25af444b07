import { demoApi } from '@/core/api/client'
import type { ContactMessageInput, ContactReceipt } from '@/core/api/contract/demo/front'
import type { HelpArticle, HelpCenter } from '@/core/api/contract/demo/pages'

/** The front pages' calls to the demo server (spec §7 help center, plus the landing page's contact form). */
export const frontApi = {
  sendContact: (body: ContactMessageInput) => demoApi<ContactReceipt>('front-pages/contact', { method: 'POST', body }),
  helpCenter: () => demoApi<HelpCenter>('pages/help-center'),
  helpArticle: () => demoApi<HelpArticle>('pages/help-center/article'),
}
