import * as v from 'valibot'
import { MESSAGES, optionalText, phoneField, requiredEmail, requiredText } from '../product/validators'

// The demo shop's settings (beyond spec §7): one document for the shop, one schema per tab.
// GET /api/apps/ecommerce/settings answers every tab; PUT …/settings/:tab saves one (400 naming
// the bad fields). Messages are English keys, translated by the page.

export const SHOP_MESSAGES = {
  slug: 'Use 3 to 40 lower-case letters, digits or hyphens',
  invoiceNumber: 'Enter T followed by 13 digits',
  affix: 'Use up to 6 capital letters, digits or hyphens',
  oneMethod: 'Keep at least one payment method on',
  money: 'Enter an amount of 0 or more',
  rangeOrder: 'The upper limit must be above the lower one',
  oneDefault: 'Choose exactly one default location',
  oneLocation: 'Keep at least one location',
} as const
const M = SHOP_MESSAGES

export const SHOP_SETTINGS_TABS = ['store', 'payments', 'checkout', 'shipping', 'locations', 'notifications'] as const
export type ShopSettingsTab = (typeof SHOP_SETTINGS_TABS)[number]

export const SHOP_COUNTRIES = ['JP', 'US', 'FR', 'SA'] as const
export const SHOP_TIME_ZONES = ['Asia/Tokyo', 'America/New_York', 'Europe/Paris', 'Asia/Riyadh'] as const
export const SHOP_CURRENCIES = ['JPY', 'USD', 'EUR', 'SAR'] as const
export const WEIGHT_UNITS = ['kg', 'g', 'lb'] as const
export const LENGTH_UNITS = ['cm', 'm', 'in'] as const

const money = v.pipe(v.number(MESSAGES.required), v.minValue(0, M.money), v.maxValue(100_000_000, M.money))
const affix = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9-]{0,6}$/, M.affix))

export const StoreDetailsSchema = v.object({
  storeName: requiredText(80),
  phone: v.pipe(v.string(), v.nonEmpty(MESSAGES.required), v.check((s) => v.is(phoneField, s), MESSAGES.phone)),
  email: requiredEmail,
  slug: v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{3,40}$/, M.slug)),
  legalName: requiredText(120),
  // The qualified-invoice registration number (適格請求書発行事業者登録番号): T and 13 digits.
  invoiceNumber: v.pipe(v.string(), v.trim(), v.check((s) => s === '' || /^T\d{13}$/.test(s), M.invoiceNumber)),
  country: v.picklist(SHOP_COUNTRIES, MESSAGES.required),
  postalCode: v.pipe(v.string(), v.trim(), v.maxLength(12)),
  prefecture: optionalText(40),
  city: requiredText(80),
  address: requiredText(200),
  timeZone: v.picklist(SHOP_TIME_ZONES, MESSAGES.required),
  currency: v.picklist(SHOP_CURRENCIES, MESSAGES.required),
  weightUnit: v.picklist(WEIGHT_UNITS, MESSAGES.required),
  lengthUnit: v.picklist(LENGTH_UNITS, MESSAGES.required),
  orderPrefix: affix,
  orderSuffix: affix,
})
/** A Japanese store needs a 〒 postal code (123-4567); other countries write theirs freely. */
export const StoreDetailsCheckedSchema = v.pipe(
  StoreDetailsSchema,
  v.forward(
    v.partialCheck([['country'], ['postalCode']], (d) => d.country !== 'JP' || /^\d{3}-?\d{4}$/.test(d.postalCode), MESSAGES.postalCode),
    ['postalCode'],
  ),
)

export const PAYMENT_METHODS = ['card', 'bankTransfer', 'konbini', 'cod'] as const
export const PaymentsSchema = v.pipe(
  v.object({
    enabled: v.object(Object.fromEntries(PAYMENT_METHODS.map((m) => [m, v.boolean()])) as Record<(typeof PAYMENT_METHODS)[number], v.BooleanSchema<undefined>>),
    bankInstructions: optionalText(500),
    codFee: money,
  }),
  v.forward(v.partialCheck([['enabled']], (d) => Object.values(d.enabled).some(Boolean), M.oneMethod), ['enabled']),
)

export const FIELD_RULES = ['hidden', 'optional', 'required'] as const
const rule = v.picklist(FIELD_RULES, MESSAGES.required)
export const CheckoutSettingsSchema = v.object({
  contactMethod: v.picklist(['phone', 'email'], MESSAGES.required),
  companyName: rule,
  addressLine2: rule,
  shippingPhone: rule,
  tipping: v.boolean(),
  marketingConsent: v.boolean(),
})

export const SHIPPING_ZONES = ['domestic', 'international'] as const
export const RATE_BASES = ['weight', 'price'] as const
export const ShippingRateSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    zone: v.picklist(SHIPPING_ZONES, MESSAGES.required),
    name: requiredText(60),
    basis: v.picklist(RATE_BASES, MESSAGES.required),
    min: money,
    max: money,
    price: money,
  }),
  v.forward(v.partialCheck([['min'], ['max']], (d) => d.max > d.min, M.rangeOrder), ['max']),
)
export const ShippingSchema = v.object({ rates: v.pipe(v.array(ShippingRateSchema), v.maxLength(50)) })

export const LOCATION_KINDS = ['warehouse', 'shop'] as const
export const LocationSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: requiredText(60),
  kind: v.picklist(LOCATION_KINDS, MESSAGES.required),
  postalCode: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.regex(/^\d{3}-?\d{4}$/, MESSAGES.postalCode)),
  prefecture: requiredText(40),
  city: requiredText(80),
  address: requiredText(200),
  isDefault: v.boolean(),
})
export const LocationsSchema = v.object({
  locations: v.pipe(
    v.array(LocationSchema),
    v.minLength(1, M.oneLocation),
    v.maxLength(30),
    v.check((list) => list.filter((l) => l.isDefault).length === 1, M.oneDefault),
  ),
})

export const SHOP_EVENTS = ['newOrder', 'orderCancelled', 'refundRequested', 'lowStock', 'newReview', 'payout'] as const
export const SHOP_CHANNELS = ['email', 'app'] as const
export const ShopNotificationsSchema = v.object({
  matrix: v.object(
    Object.fromEntries(SHOP_EVENTS.map((e) => [e, v.object({ email: v.boolean(), app: v.boolean() })])) as Record<
      (typeof SHOP_EVENTS)[number],
      v.ObjectSchema<{ email: v.BooleanSchema<undefined>; app: v.BooleanSchema<undefined> }, undefined>
    >,
  ),
})

export const SHOP_SETTINGS_SCHEMAS = {
  store: StoreDetailsCheckedSchema,
  payments: PaymentsSchema,
  checkout: CheckoutSettingsSchema,
  shipping: ShippingSchema,
  locations: LocationsSchema,
  notifications: ShopNotificationsSchema,
} as const satisfies Record<ShopSettingsTab, v.GenericSchema>

export type ShopSettings = { [K in ShopSettingsTab]: v.InferOutput<(typeof SHOP_SETTINGS_SCHEMAS)[K]> }
export type ShippingRate = v.InferOutput<typeof ShippingRateSchema>
export type ShopLocation = v.InferOutput<typeof LocationSchema>

/** What a new demo shop starts with: a Tokyo store selling in yen. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  store: {
    storeName: 'Meishi Shop',
    phone: '03-1234-5678',
    email: 'shop@demo.com',
    slug: 'meishi-shop',
    legalName: '株式会社メイシ',
    invoiceNumber: '',
    country: 'JP',
    postalCode: '100-0005',
    prefecture: '東京都',
    city: '千代田区',
    address: '丸の内1-2-3',
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    weightUnit: 'kg',
    lengthUnit: 'cm',
    orderPrefix: 'MS-',
    orderSuffix: '',
  },
  payments: { enabled: { card: true, bankTransfer: true, konbini: false, cod: false }, bankInstructions: '', codFee: 330 },
  checkout: { contactMethod: 'email', companyName: 'optional', addressLine2: 'optional', shippingPhone: 'required', tipping: false, marketingConsent: false },
  shipping: {
    rates: [
      { id: 'r1', zone: 'domestic', name: '宅配便（通常）', basis: 'weight', min: 0, max: 5, price: 800 },
      { id: 'r2', zone: 'domestic', name: '送料無料', basis: 'price', min: 10000, max: 100000000, price: 0 },
      { id: 'r3', zone: 'international', name: 'EMS', basis: 'weight', min: 0, max: 10, price: 3900 },
    ],
  },
  locations: {
    locations: [
      { id: 'l1', name: '東京倉庫', kind: 'warehouse', postalCode: '136-0082', prefecture: '東京都', city: '江東区', address: '新木場2-1-1', isDefault: true },
      { id: 'l2', name: '大阪ショールーム', kind: 'shop', postalCode: '530-0001', prefecture: '大阪府', city: '大阪市北区', address: '梅田3-1-1', isDefault: false },
    ],
  },
  notifications: {
    matrix: {
      newOrder: { email: true, app: true },
      orderCancelled: { email: true, app: true },
      refundRequested: { email: true, app: false },
      lowStock: { email: false, app: true },
      newReview: { email: false, app: true },
      payout: { email: true, app: false },
    },
  },
}
