import * as v from 'valibot'
import { MESSAGES, normalizeWidth, optionalText, PHONE_RE, phoneField, postalCodeField, requiredEmail, requiredText } from '../product/validators'
import { passwordRulesMet } from '../password-rules'

// The signed-in account's settings (issue #17, account settings by tab). One document per account
// on the demo server; every section is saved on its own (PUT /api/pages/account-settings/:section).

export const ACCOUNT_SETTINGS_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number]

/** English messages the forms translate (registered in the feature) and the server sends in 400s. */
export const ACCOUNT_MESSAGES = {
  avatarType: 'Choose a JPG, PNG or GIF picture',
  avatarSize: 'The picture may be at most 800 KB',
  password: 'Use at least 8 characters with upper and lower case letters, a number and a symbol',
  confirm: 'The two passwords do not match',
  samePassword: 'Choose a password different from the current one',
  wrongPassword: 'The current password is not correct',
  code: 'Enter the 6-digit code',
  deactivate: 'Confirm that you want to deactivate the account',
  choice: 'Choose one of the options',
  deactivated: 'This account is deactivated. Reactivate it to change its settings.',
  wrongCode: 'The code is not correct',
} as const

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const
export const AVATAR_MAX_BYTES = 800 * 1024

const DATA_URL = /^data:(image\/(?:jpeg|png|gif));base64,([A-Za-z0-9+/]+={0,2})$/
/** Bytes a base64 data URL decodes to, without decoding it. */
export const dataUrlBytes = (dataUrl: string) => {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1)
  return Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0)
}

/** '' = the generated default picture; otherwise a JPG/PNG/GIF data URL of at most 800 KB. */
export const avatarField = v.union(
  [
    v.literal(''),
    v.pipe(v.string(), v.regex(DATA_URL, ACCOUNT_MESSAGES.avatarType), v.check((s) => dataUrlBytes(s) <= AVATAR_MAX_BYTES, ACCOUNT_MESSAGES.avatarSize)),
  ],
  (issue) => issue.issues?.[issue.issues.length - 1]?.message ?? ACCOUNT_MESSAGES.avatarType,
)

export const LANGUAGES = ['ja', 'en', 'fr', 'ar'] as const
export const CURRENCIES = ['JPY', 'USD', 'EUR'] as const
export const TIME_ZONES = ['Asia/Tokyo', 'Europe/Paris', 'America/New_York', 'Asia/Riyadh', 'UTC'] as const
export const COUNTRIES = ['JP', 'US', 'FR', 'SA', 'GB', 'DE'] as const

const pick = <T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, ACCOUNT_MESSAGES.choice)

export const AccountDetailsSchema = v.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: requiredEmail,
  organization: optionalText(120),
  phone: phoneField,
  address: optionalText(200),
  state: optionalText(60),
  zipCode: postalCodeField,
  country: pick(COUNTRIES),
  language: pick(LANGUAGES),
  timeZone: pick(TIME_ZONES),
  currency: pick(CURRENCIES),
  avatar: avatarField,
})
export type AccountDetails = v.InferOutput<typeof AccountDetailsSchema>

export const PLANS = ['basic', 'standard', 'enterprise'] as const
export type Plan = (typeof PLANS)[number]
export const BILLING_CYCLES = ['monthly', 'annual'] as const

export const BillingAddressSchema = v.object({
  companyName: requiredText(120),
  billingEmail: requiredEmail,
  taxId: optionalText(40),
  phone: phoneField,
  country: pick(COUNTRIES),
  address: requiredText(200),
  state: optionalText(60),
  zipCode: postalCodeField,
})
export type BillingAddress = v.InferOutput<typeof BillingAddressSchema>

export const PlanSchema = v.object({ plan: pick(PLANS), cycle: pick(BILLING_CYCLES) })
export type PlanChoice = v.InferOutput<typeof PlanSchema>

export const NOTIFICATION_EVENTS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice', 'cardAnalysed', 'weeklySummary'] as const
export const NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const
export const NOTIFY_WHEN = ['online', 'always', 'never'] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

const channels = v.object({ email: v.boolean(), browser: v.boolean(), app: v.boolean() })
export const NotificationSettingsSchema = v.object({
  matrix: v.object({
    newForYou: channels,
    accountActivity: channels,
    newBrowser: channels,
    newDevice: channels,
    cardAnalysed: channels,
    weeklySummary: channels,
  }),
  when: pick(NOTIFY_WHEN),
})
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>

export const CONNECTED_SERVICES = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const
export const SOCIAL_NETWORKS = ['x', 'linkedin', 'facebook'] as const
export type ConnectedService = (typeof CONNECTED_SERVICES)[number]
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export const ConnectionSettingsSchema = v.object({
  services: v.object({ google: v.boolean(), slack: v.boolean(), github: v.boolean(), mailchimp: v.boolean(), asana: v.boolean() }),
  /** The account name shown for each connected social network ('' = not connected). */
  social: v.object({ x: optionalText(60), linkedin: optionalText(60), facebook: optionalText(60) }),
})
export type ConnectionSettings = v.InferOutput<typeof ConnectionSettingsSchema>

const digitCount = (s: string) => s.replace(/\D/g, '').length
/** The phone the codes go to: required, Japanese format (same rule as the record forms). */
const mobile = v.pipe(
  v.string(),
  v.transform(normalizeWidth),
  v.nonEmpty(MESSAGES.required),
  v.check((s) => PHONE_RE.test(s) && digitCount(s) >= 10 && digitCount(s) <= 12, MESSAGES.phone),
)
export const TwoStepSchema = v.variant('enabled', [
  v.object({ enabled: v.literal(true), phone: mobile, code: v.pipe(v.string(), v.regex(/^\d{6}$/, ACCOUNT_MESSAGES.code)) }),
  v.object({ enabled: v.literal(false) }),
])
/** POST …/two-step/code: where to send the code. */
export const TwoStepPhoneSchema = v.object({ phone: mobile })
export type TwoStepInput = v.InferInput<typeof TwoStepSchema>

export const PasswordChangeSchema = v.pipe(
  v.object({
    current: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)),
    password: v.pipe(v.string(), v.nonEmpty(MESSAGES.required), v.check(passwordRulesMet, ACCOUNT_MESSAGES.password)),
    confirm: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)),
  }),
  v.forward(v.partialCheck([['password'], ['confirm']], (d) => d.password === d.confirm, ACCOUNT_MESSAGES.confirm), ['confirm']),
  v.forward(v.partialCheck([['current'], ['password']], (d) => d.current !== d.password, ACCOUNT_MESSAGES.samePassword), ['password']),
)
export type PasswordChange = v.InferInput<typeof PasswordChangeSchema>

export const DeactivateSchema = v.object({ confirm: v.literal(true, ACCOUNT_MESSAGES.deactivate) })

/** GET /api/pages/account-settings: everything the five tabs show. */
export type AccountSettings = {
  account: AccountDetails
  plan: PlanChoice & { since: string }
  billing: BillingAddress
  notification: NotificationSettings
  connection: ConnectionSettings
  security: { twoStep: { enabled: boolean; phone: string }; passwordChangedAt: string | null }
  deactivated: boolean
}

/** The sections PUT /api/pages/account-settings/:section accepts, with their schemas. */
export const SECTION_SCHEMAS = {
  account: AccountDetailsSchema,
  billing: BillingAddressSchema,
  plan: PlanSchema,
  notification: NotificationSettingsSchema,
  connection: ConnectionSettingsSchema,
} as const
export type AccountSection = keyof typeof SECTION_SCHEMAS
