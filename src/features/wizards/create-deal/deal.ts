import type * as v from 'valibot'
import type { WizardValues } from '@/core/api/contract/demo/wizards'
import type { Form } from '@/ui/forms'
import { NO_NUMBER } from '../parts'

export type DealValues = WizardValues<'create-deal'>
export type DealForm = Form<v.GenericSchema<DealValues, DealValues>>

export const emptyDeal: DealValues = {
  dealType: 'percentage',
  discount: NO_NUMBER,
  region: '' as DealValues['region'],
  title: '',
  code: '',
  description: '',
  categories: [],
  cartCondition: 'all',
  startDate: '',
  endDate: '',
  userType: 'all',
  maxUsers: NO_NUMBER,
  minCartAmount: 0,
  paymentMethod: 'any',
  dealStatus: 'active',
  limitPerCustomer: true,
  confirmed: false,
}
