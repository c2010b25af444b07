import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { MESSAGES, requiredEmail, requiredText } from '@/core/api/contract/product/validators'
import { cardFields, CARD_MESSAGES } from '@/core/api/contract/payment-card'
import { registerValidationMessages } from '@/ui/forms'
import { PASSWORD_RULES, passwordRuleMet } from '@/ui/PasswordField'

// The demo auth forms' rules. Messages are English keys, shown in the user's language through
// registerValidationMessages (like the product forms).
const M = {
  password: 'Use at least 8 characters with upper and lower case letters, a number and a symbol',
  username: 'Use 3 to 20 letters, numbers, dots or underscores',
  terms: 'Accept the privacy policy and terms to continue',
  confirm: 'The two passwords do not match',
  plan: 'Choose a plan',
  ...CARD_MESSAGES,
  mobile: 'Enter a mobile number of 10 or 11 digits',
}

registerValidationMessages({
  [M.password]: msg`Use at least 8 characters with upper and lower case letters, a number and a symbol`,
  [M.username]: msg`Use 3 to 20 letters, numbers, dots or underscores`,
  [M.terms]: msg`Accept the privacy policy and terms to continue`,
  [M.confirm]: msg`The two passwords do not match`,
  [M.plan]: msg`Choose a plan`,
  [M.card]: msg`Enter a valid card number`,
  [M.expiry]: msg`Enter a future expiry date as MM/YY`,
  [M.cvv]: msg`Enter the 3 or 4 digits on the back of the card`,
  [M.mobile]: msg`Enter a mobile number of 10 or 11 digits`,
})

const newPassword = v.pipe(
  v.string(),
  v.nonEmpty(MESSAGES.required),
  v.check((p) => PASSWORD_RULES.every((rule) => passwordRuleMet(rule, p)), M.password),
)
const username = v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.regex(/^[\w.]{3,20}$/, M.username))

const passwordPair = { password: newPassword, confirm: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)) }
const samePasswords = (d: { password: string; confirm: string }) => d.password === d.confirm

export const loginSchema = v.object({ email: requiredEmail, password: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)), remember: v.boolean() })

export const registerSchema = v.object({
  username,
  email: requiredEmail,
  password: newPassword,
  terms: v.pipe(v.boolean(), v.value(true, M.terms)),
})

export const forgotSchema = v.object({ email: requiredEmail })

export const resetSchema = v.pipe(v.object(passwordPair), v.forward(v.partialCheck([['password'], ['confirm']], samePasswords, M.confirm), ['confirm']))

export const accountStepSchema = v.pipe(
  v.object({ username, email: requiredEmail, ...passwordPair }),
  v.forward(v.partialCheck([['password'], ['confirm']], samePasswords, M.confirm), ['confirm']),
)

export const personalStepSchema = v.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  mobile: v.pipe(v.string(), v.transform((s) => s.replace(/[\s-]/g, '')), v.nonEmpty(MESSAGES.required), v.regex(/^0\d{9,10}$/, M.mobile)),
  postalCode: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.regex(/^\d{3}-?\d{4}$/, MESSAGES.postalCode)),
  prefecture: requiredText(20),
  city: requiredText(80),
  address: requiredText(200),
})

export const PLANS = ['basic', 'standard', 'enterprise'] as const
export type Plan = (typeof PLANS)[number]

export const billingStepSchema = v.object({
  plan: v.picklist(PLANS, M.plan),
  ...cardFields,
})
