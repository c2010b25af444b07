import type * as v from 'valibot'
import type { WizardValues } from '@/core/api/contract/demo/wizards'
import type { Form } from '@/ui/forms'
import { NO_NUMBER } from '../parts'

export type PropertyValues = WizardValues<'property-listing'>
export type PropertyForm = Form<v.GenericSchema<PropertyValues, PropertyValues>>

export const emptyProperty: PropertyValues = {
  role: 'owner',
  lastName: '',
  firstName: '',
  email: '',
  phone: '',
  deal: 'sell',
  propertyType: '' as PropertyValues['propertyType'],
  postalCode: '',
  prefecture: '',
  city: '',
  address: '',
  nearestStation: '',
  rooms: NO_NUMBER,
  bathrooms: NO_NUMBER,
  floor: NO_NUMBER,
  totalFloors: NO_NUMBER,
  furnishing: 'unfurnished',
  amenities: [],
  totalArea: NO_NUMBER,
  floorArea: NO_NUMBER,
  availableFrom: '',
  possession: 'ready',
  price: NO_NUMBER,
  managementFee: 0,
  negotiable: false,
  priceIncludes: [],
  confirmed: false,
}

/** 1 tsubo (坪) = 400/121 m², the unit Japanese listings quote beside square metres. */
export const M2_PER_TSUBO = 400 / 121
export const toTsubo = (m2: number) => m2 / M2_PER_TSUBO
