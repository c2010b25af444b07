import { demoApi } from '@/core/api/client'
import type { ContactMessageInput, ContactReceipt } from '@/core/api/contract/demo/front'

/** The front pages' writes to the demo server (the help center reads through useResource). */
export const frontApi = {
  sendContact: (body: ContactMessageInput) => demoApi<ContactReceipt>('front-pages/contact', { method: 'POST', body }),
}
