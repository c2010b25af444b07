import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type {
  AccountSettingsTab,
  ConnectedService,
  CURRENCIES,
  COUNTRIES,
  LANGUAGES,
  NotificationChannel,
  NotificationEvent,
  NOTIFY_WHEN,
  Plan,
  SocialNetwork,
  TIME_ZONES,
} from '@/core/api/contract/demo/account-settings'

type Labels<T extends string> = Record<T, MessageDescriptor>

export const TAB_LABELS: Labels<AccountSettingsTab> = {
  account: msg`Account`,
  security: msg`Security`,
  'billing-plans': msg`Billing & plans`,
  notification: msg`Notifications`,
  connection: msg`Connections`,
}

export const COUNTRY_LABELS: Labels<(typeof COUNTRIES)[number]> = {
  JP: msg`Japan`,
  US: msg`United States`,
  FR: msg`France`,
  SA: msg`Saudi Arabia`,
  GB: msg`United Kingdom`,
  DE: msg`Germany`,
}

// Each language is named in itself, as language pickers do.
export const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { ja: '日本語', en: 'English', fr: 'Français', ar: 'العربية' }

export const TIME_ZONE_LABELS: Labels<(typeof TIME_ZONES)[number]> = {
  'Asia/Tokyo': msg`(GMT+09:00) Tokyo`,
  'Europe/Paris': msg`(GMT+01:00) Paris`,
  'America/New_York': msg`(GMT-05:00) New York`,
  'Asia/Riyadh': msg`(GMT+03:00) Riyadh`,
  UTC: msg`(GMT+00:00) Coordinated Universal Time`,
}

export const CURRENCY_LABELS: Labels<(typeof CURRENCIES)[number]> = { JPY: msg`Japanese yen (JPY)`, USD: msg`US dollar (USD)`, EUR: msg`Euro (EUR)` }

export const PLAN_LABELS: Labels<Plan> = { basic: msg`Basic`, standard: msg`Standard`, enterprise: msg`Enterprise` }
// The same plans and prices as the pricing page (US dollars per user and month).
export const PLAN_DESCRIPTIONS: Labels<Plan> = {
  basic: msg`For a small office starting to share its cards`,
  standard: msg`For sales teams that meet clients every day`,
  enterprise: msg`For companies with several offices`,
}
export const PLAN_PRICES: Record<Plan, { monthly: number; annualPerMonth: number }> = {
  basic: { monthly: 0, annualPerMonth: 0 },
  standard: { monthly: 12, annualPerMonth: 9 },
  enterprise: { monthly: 29, annualPerMonth: 24 },
}

export const EVENT_LABELS: Labels<NotificationEvent> = {
  newForYou: msg`New for you`,
  accountActivity: msg`Account activity`,
  newBrowser: msg`A new browser signed in`,
  newDevice: msg`A new device is linked`,
  cardAnalysed: msg`A business card was read`,
  weeklySummary: msg`Weekly summary`,
}
export const CHANNEL_LABELS: Labels<NotificationChannel> = { email: msg`E-mail`, browser: msg`Browser`, app: msg`App` }
export const WHEN_LABELS: Labels<(typeof NOTIFY_WHEN)[number]> = {
  online: msg`Only when I'm online`,
  always: msg`Anytime`,
  never: msg`Never`,
}

export const SERVICE_LABELS: Labels<ConnectedService> = {
  google: msg`Google`,
  slack: msg`Slack`,
  github: msg`GitHub`,
  mailchimp: msg`Mailchimp`,
  asana: msg`Asana`,
}
export const SERVICE_DESCRIPTIONS: Labels<ConnectedService> = {
  google: msg`Calendar and contacts`,
  slack: msg`Messages about new cards`,
  github: msg`Manage your Git repositories`,
  mailchimp: msg`E-mail newsletters to contacts`,
  asana: msg`Follow-up tasks`,
}
export const SOCIAL_LABELS: Labels<SocialNetwork> = { x: msg`X`, linkedin: msg`LinkedIn`, facebook: msg`Facebook` }
