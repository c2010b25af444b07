import * as v from 'valibot'
import { MESSAGES, optionalText, phoneField, requiredEmail, requiredText, urlField } from '../product/validators'
import { expiryValid, luhnValid } from '../payment-card'

// The demo wizards (beyond spec §7): each wizard is a list of steps with one valibot schema each.
// The page validates a step before moving on; the worker validates every step again on submit.
// Drafts (whatever has been typed so far, unvalidated) are kept per user under a short key.
// Messages are English keys, translated by the pages (registerValidationMessages).

export const WIZARD_MESSAGES = {
  cartEmpty: 'Add at least one product to the cart',
  quantity: 'Choose a quantity from 1 to 10',
  card: 'Enter a valid card number',
  expiry: 'Enter a future expiry date as MM/YY',
  cvv: 'Enter the 3 or 4 digits on the back of the card',
  percent: 'A percentage discount is from 1 to 90',
  amount: 'Enter an amount of 1 or more',
  code: 'Use 4 to 16 capital letters, digits or hyphens',
  choose: 'Choose one option',
  chooseSome: 'Choose at least one',
  endBeforeStart: 'The end date cannot be before the start date',
  confirm: 'Tick the box to confirm',
  wholeNumber: 'Enter a whole number of 0 or more',
  floorAboveTotal: 'The floor cannot be above the number of floors',
  area: 'Enter an area from 5 to 100,000 m²',
  carpetArea: 'The floor area cannot be larger than the total area',
  price: 'Enter a price of 1 yen or more',
  username: 'Use 3 to 20 letters, numbers, dots or underscores',
} as const
const M = WIZARD_MESSAGES

const pick = <const T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, M.choose)
const pickSome = <const T extends readonly [string, ...string[]]>(options: T, min = 1) =>
  v.pipe(v.array(v.picklist(options, M.choose)), v.minLength(min, M.chooseSome))
const wholeNumber = (min: number, max: number, message: string = M.wholeNumber) =>
  v.pipe(v.number(MESSAGES.required), v.integer(message), v.minValue(min, message), v.maxValue(max, message))
const postalCode = v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.regex(/^\d{3}-?\d{4}$/, MESSAGES.postalCode))
const isoDate = v.pipe(v.string(), v.nonEmpty(MESSAGES.required), v.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date))
const requiredPhone = v.pipe(v.string(), v.nonEmpty(MESSAGES.required), v.check((s) => v.is(phoneField, s), MESSAGES.phone))
const agreed = v.pipe(v.boolean(), v.value(true, M.confirm))

// ——— Checkout: cart → address → payment → confirmation ———
export const DELIVERY_SPEEDS = ['standard', 'express', 'overnight'] as const
export const CHECKOUT_PAYMENTS = ['card', 'cod', 'invoice'] as const
/** Delivery fee in US dollars (the shop's prices are in dollars). */
export const DELIVERY_FEES: Record<(typeof DELIVERY_SPEEDS)[number], number> = { standard: 0, express: 12, overnight: 25 }
export const CART_MAX_QTY = 10

export const CheckoutCartSchema = v.object({
  items: v.pipe(
    v.array(v.object({ productId: v.pipe(v.number(), v.integer()), qty: wholeNumber(1, CART_MAX_QTY, M.quantity) })),
    v.minLength(1, M.cartEmpty),
    v.maxLength(20, M.cartEmpty),
  ),
})
export const CheckoutAddressSchema = v.object({
  fullName: requiredText(80),
  phone: requiredPhone,
  postalCode,
  prefecture: requiredText(20),
  city: requiredText(80),
  address: requiredText(200),
  deliverySpeed: pick(DELIVERY_SPEEDS),
})
type CardFields = { paymentMethod: string; cardNumber: string; cardName: string; expiry: string; cvv: string }
const CARD_RULES: readonly [keyof CardFields, (s: string) => boolean, string][] = [
  ['cardNumber', (s) => luhnValid(s.replace(/\s/g, '')), M.card],
  ['cardName', (s) => s.trim().length > 0, MESSAGES.required],
  ['expiry', (s) => expiryValid(s), M.expiry],
  ['cvv', (s) => /^\d{3,4}$/.test(s.trim()), M.cvv],
]
export const CheckoutPaymentSchema = v.pipe(
  v.object({
    paymentMethod: pick(CHECKOUT_PAYMENTS),
    cardNumber: v.optional(v.string(), ''),
    cardName: v.optional(v.pipe(v.string(), v.maxLength(80, MESSAGES.tooLong)), ''),
    expiry: v.optional(v.string(), ''),
    cvv: v.optional(v.string(), ''),
  }),
  // The card fields only count when paying by card; each message sits under its own field.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.paymentMethod !== 'card') return
    const card: CardFields = dataset.value
    for (const [field, ok, message] of CARD_RULES) {
      if (!ok(card[field])) addIssue({ message, path: [{ type: 'object', origin: 'value', input: card, key: field, value: card[field] }] })
    }
  }),
)

// ——— Create deal: type → details → usage → review ———
export const DEAL_TYPES = ['percentage', 'flat', 'prime'] as const
export const DEAL_REGIONS = ['hokkaido', 'tohoku', 'kanto', 'chubu', 'kansai', 'chugoku', 'shikoku', 'kyushu'] as const
export const DEAL_CATEGORIES = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const
export const DEAL_CART_CONDITIONS = ['all', 'any'] as const
export const DEAL_USER_TYPES = ['all', 'registered', 'prime'] as const
export const DEAL_STATUSES = ['active', 'inactive', 'suspended'] as const
export const DEAL_PAYMENTS = ['any', 'card', 'bank', 'cod'] as const

export const DealTypeSchema = v.pipe(
  v.object({ dealType: pick(DEAL_TYPES), discount: v.pipe(v.number(MESSAGES.required), v.minValue(1, M.amount), v.maxValue(1_000_000, M.amount)), region: pick(DEAL_REGIONS) }),
  v.forward(v.partialCheck([['dealType'], ['discount']], (d) => d.dealType !== 'percentage' || d.discount <= 90, M.percent), ['discount']),
)
export const DealDetailsSchema = v.pipe(
  v.object({
    title: requiredText(80),
    code: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.nonEmpty(MESSAGES.required), v.regex(/^[A-Z0-9-]{4,16}$/, M.code)),
    description: optionalText(500),
    categories: pickSome(DEAL_CATEGORIES),
    cartCondition: pick(DEAL_CART_CONDITIONS),
    startDate: isoDate,
    endDate: isoDate,
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (d) => d.endDate >= d.startDate, M.endBeforeStart), ['endDate']),
)
export const DealUsageSchema = v.object({
  userType: pick(DEAL_USER_TYPES),
  maxUsers: wholeNumber(1, 1_000_000),
  minCartAmount: wholeNumber(0, 10_000_000),
  paymentMethod: pick(DEAL_PAYMENTS),
  dealStatus: pick(DEAL_STATUSES),
  limitPerCustomer: v.boolean(),
})
export const DealReviewSchema = v.object({ confirmed: agreed })

// ——— Property listing: personal → property → features → area → price ———
export const PROPERTY_ROLES = ['owner', 'broker', 'builder'] as const
export const PROPERTY_DEALS = ['sell', 'rent'] as const
export const PROPERTY_TYPES = ['apartment', 'house', 'office', 'shop', 'land'] as const
export const PROPERTY_FURNISHING = ['furnished', 'semi', 'unfurnished'] as const
export const PROPERTY_AMENITIES = ['parking', 'elevator', 'autolock', 'delivery-box', 'balcony', 'pets'] as const
export const PROPERTY_POSSESSION = ['ready', 'construction'] as const
export const PROPERTY_PRICE_INCLUDES = ['management-fee', 'parking', 'internet'] as const

export const PropertyPersonalSchema = v.object({
  role: pick(PROPERTY_ROLES),
  lastName: requiredText(60),
  firstName: requiredText(60),
  email: requiredEmail,
  phone: requiredPhone,
})
export const PropertyDetailsSchema = v.object({
  deal: pick(PROPERTY_DEALS),
  propertyType: pick(PROPERTY_TYPES),
  postalCode,
  prefecture: requiredText(20),
  city: requiredText(80),
  address: requiredText(200),
  nearestStation: optionalText(80),
})
export const PropertyFeaturesSchema = v.pipe(
  v.object({
    rooms: wholeNumber(0, 50),
    bathrooms: wholeNumber(0, 20),
    floor: wholeNumber(0, 120),
    totalFloors: wholeNumber(1, 120),
    furnishing: pick(PROPERTY_FURNISHING),
    amenities: v.array(v.picklist(PROPERTY_AMENITIES, M.choose)),
  }),
  v.forward(v.partialCheck([['floor'], ['totalFloors']], (d) => d.floor <= d.totalFloors, M.floorAboveTotal), ['floor']),
)
const area = v.pipe(v.number(MESSAGES.required), v.minValue(5, M.area), v.maxValue(100_000, M.area))
export const PropertyAreaSchema = v.pipe(
  v.object({ totalArea: area, floorArea: area, availableFrom: isoDate, possession: pick(PROPERTY_POSSESSION) }),
  v.forward(v.partialCheck([['totalArea'], ['floorArea']], (d) => d.floorArea <= d.totalArea, M.carpetArea), ['floorArea']),
)
export const PropertyPriceSchema = v.object({
  price: wholeNumber(1, 100_000_000_000, M.price),
  managementFee: wholeNumber(0, 10_000_000),
  negotiable: v.boolean(),
  priceIncludes: v.array(v.picklist(PROPERTY_PRICE_INCLUDES, M.choose)),
  confirmed: agreed,
})

// ——— Account setup (the forms gallery's numbered and icon wizards): account → personal → social ———
export const ACCOUNT_ROLES = ['sales', 'office', 'manager'] as const
export const ACCOUNT_LANGUAGES = ['ja', 'en', 'fr', 'ar'] as const
export const AccountSetupAccountSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.regex(/^[\w.]{3,20}$/, M.username)),
  email: requiredEmail,
  role: pick(ACCOUNT_ROLES),
})
export const AccountSetupPersonalSchema = v.object({
  lastName: requiredText(60),
  firstName: requiredText(60),
  department: optionalText(80),
  languages: pickSome(ACCOUNT_LANGUAGES),
})
export const AccountSetupSocialSchema = v.object({ website: urlField, linkedin: urlField, x: urlField })

/** Every wizard's steps, in order: the page validates one step, the worker all of them. */
export const WIZARD_STEPS = {
  checkout: { cart: CheckoutCartSchema, address: CheckoutAddressSchema, payment: CheckoutPaymentSchema },
  'create-deal': { type: DealTypeSchema, details: DealDetailsSchema, usage: DealUsageSchema, review: DealReviewSchema },
  'property-listing': { personal: PropertyPersonalSchema, property: PropertyDetailsSchema, features: PropertyFeaturesSchema, area: PropertyAreaSchema, price: PropertyPriceSchema },
  'account-setup': { account: AccountSetupAccountSchema, personal: AccountSetupPersonalSchema, social: AccountSetupSocialSchema },
} as const satisfies Record<string, Record<string, v.GenericSchema>>

export type WizardId = keyof typeof WIZARD_STEPS
export const WIZARD_IDS = Object.keys(WIZARD_STEPS) as WizardId[]
/** All of a wizard's values (every step's fields together). */
export type WizardValues<W extends WizardId> = UnionToIntersection<{ [S in keyof (typeof WIZARD_STEPS)[W]]: v.InferInput<Extract<(typeof WIZARD_STEPS)[W][S], v.GenericSchema>> }[keyof (typeof WIZARD_STEPS)[W]]>
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never

/** Draft keys: a wizard id, optionally with a variant (`account-setup.icons`). */
export const DRAFT_KEY_RE = /^[a-z][a-z0-9-]{0,39}(\.[a-z0-9-]{1,20})?$/
/** Drafts are small forms: a larger body is refused (400). */
export const MAX_DRAFT_CHARS = 20_000

/** PUT /api/wizards/drafts/:key — what has been typed so far (not validated: a draft may be half done). */
export const WizardDraftSchema = v.strictObject({
  step: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,30}$/, 'step must be a step id')),
  reached: v.pipe(v.number('reached must be a number'), v.integer('reached must be a whole number'), v.minValue(0), v.maxValue(20)),
  values: v.pipe(
    v.record(v.string(), v.unknown()),
    v.check((values) => JSON.stringify(values).length <= MAX_DRAFT_CHARS, 'The draft is too large'),
  ),
})
export type WizardDraftInput = v.InferInput<typeof WizardDraftSchema>
/** GET/PUT /api/wizards/drafts/:key answer (GET 404 when there is none). */
export type WizardDraft = WizardDraftInput & { updatedAt: string }

/** POST /api/wizards/:wizard/submissions — every step's values; `draftKey` is cleared on success. */
export const WizardSubmitSchema = v.strictObject({
  values: v.record(v.string(), v.unknown()),
  draftKey: v.optional(v.pipe(v.string(), v.regex(DRAFT_KEY_RE, 'draftKey must be a draft key'))),
})

export type CheckoutLine = { productId: number; name: string; unitPrice: number; qty: number; lineTotal: number }
/** 201 answer: the stored submission. `reference` is what the confirmation shows. */
export type WizardSubmission = {
  id: number
  wizard: WizardId
  reference: string
  submittedAt: string
  values: Record<string, unknown>
  /** Checkout only: the priced cart as the server computed it. */
  order?: { lines: CheckoutLine[]; subtotal: number; delivery: number; total: number; deliverBy: string }
}

/** Totals of a cart; products missing from `prices` count as 0 (the server refuses them first). */
export function cartTotals(items: readonly { productId: number; qty: number }[], prices: ReadonlyMap<number, number>, speed: (typeof DELIVERY_SPEEDS)[number] | '' = 'standard') {
  const subtotal = Math.round(items.reduce((sum, item) => sum + (prices.get(item.productId) ?? 0) * item.qty, 0) * 100) / 100
  const delivery = speed ? DELIVERY_FEES[speed] : 0
  return { subtotal, delivery, total: Math.round((subtotal + delivery) * 100) / 100 }
}

/** A wizard's steps in order, as `{ id, schema }` (what the page's engine takes). */
export const stepsOf = (wizard: WizardId): { id: string; schema: v.GenericSchema }[] =>
  Object.entries(WIZARD_STEPS[wizard]).map(([id, schema]) => ({ id, schema: schema as v.GenericSchema }))
