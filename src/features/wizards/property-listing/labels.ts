import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PROPERTY_AMENITIES, PROPERTY_DEALS, PROPERTY_FURNISHING, PROPERTY_POSSESSION, PROPERTY_PRICE_INCLUDES, PROPERTY_ROLES, PROPERTY_TYPES } from '@/core/api/contract/demo/wizards'

// The listing's fixed values are English keys on the wire; these are what a user reads.
type Labels<K extends string> = Record<K, MessageDescriptor>

export const ROLE_LABELS: Labels<(typeof PROPERTY_ROLES)[number]> = { owner: msg`Owner`, broker: msg`Real-estate agent`, builder: msg`Builder` }
export const ROLE_HINTS: Labels<(typeof PROPERTY_ROLES)[number]> = {
  owner: msg`You own the property`,
  broker: msg`You list it for a client`,
  builder: msg`You built or are building it`,
}
export const DEAL_LABELS: Labels<(typeof PROPERTY_DEALS)[number]> = { sell: msg`For sale`, rent: msg`For rent` }
export const TYPE_LABELS: Labels<(typeof PROPERTY_TYPES)[number]> = {
  apartment: msg`Apartment (mansion)`,
  house: msg`Detached house`,
  office: msg`Office`,
  shop: msg`Shop`,
  land: msg`Land`,
}
export const FURNISHING_LABELS: Labels<(typeof PROPERTY_FURNISHING)[number]> = { furnished: msg`Furnished`, semi: msg`Partly furnished`, unfurnished: msg`Unfurnished` }
export const AMENITY_LABELS: Labels<(typeof PROPERTY_AMENITIES)[number]> = {
  parking: msg`Parking`,
  elevator: msg`Elevator`,
  autolock: msg`Auto-lock entrance`,
  'delivery-box': msg`Delivery box`,
  balcony: msg`Balcony`,
  pets: msg`Pets allowed`,
}
export const POSSESSION_LABELS: Labels<(typeof PROPERTY_POSSESSION)[number]> = { ready: msg`Ready to move in`, construction: msg`Under construction` }
export const PRICE_INCLUDES_LABELS: Labels<(typeof PROPERTY_PRICE_INCLUDES)[number]> = {
  'management-fee': msg`Management fee`,
  parking: msg`Parking space`,
  internet: msg`Internet`,
}
