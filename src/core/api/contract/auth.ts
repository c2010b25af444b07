import * as v from 'valibot'

export const PERMISSION_NAMES = ['has_admin_permission', 'has_office_permission', 'has_sales_permission'] as const
export type PermissionName = (typeof PERMISSION_NAMES)[number]

export const PermissionsSchema = v.record(v.string(), v.boolean())
export type Permissions = v.InferOutput<typeof PermissionsSchema>

/** CASL raw rule as stored in userAbilityRules (spec §3). */
export const AbilityRuleSchema = v.object({
  action: v.union([v.string(), v.array(v.string())]),
  subject: v.union([v.string(), v.array(v.string())]),
  inverted: v.optional(v.boolean()),
  conditions: v.optional(v.record(v.string(), v.unknown())),
  fields: v.optional(v.union([v.string(), v.array(v.string())])),
  reason: v.optional(v.string()),
})
export type AbilityRule = v.InferOutput<typeof AbilityRuleSchema>

export const UserDataSchema = v.object({
  id: v.number(),
  fullName: v.string(),
  /** The account's product user, name and reading, so the UI shows one name per language (src/core/api/contract/names). */
  person: v.optional(v.object({ name: v.string(), kana: v.string() })),
  username: v.string(),
  email: v.string(),
  avatar: v.optional(v.string()),
  role: v.string(),
  permissions: PermissionsSchema,
})
export type UserData = v.InferOutput<typeof UserDataSchema>

/** POST /api/auth/login: the sign-in form sends it, the demo server parses it with this schema. */
export const LoginRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email is required')),
  password: v.pipe(v.string(), v.nonEmpty('Password is required')),
  /** "Remember me": a 30-day session instead of 12 hours. */
  remember: v.optional(v.boolean()),
})
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>

export const LoginResponseSchema = v.object({
  userAbilityRules: v.array(AbilityRuleSchema),
  accessToken: v.string(),
  refreshToken: v.string(),
  tokenExpire: v.number(),
  userData: UserDataSchema,
})
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>

/** Spec §8: 400 {errors:{email:[message]}}. */
export type LoginErrorBody = { errors: { email?: string[]; password?: string[] } }

export const MyInfoResponseSchema = v.object({
  userData: UserDataSchema,
  userAbilityRules: v.array(AbilityRuleSchema),
})
export type MyInfoResponse = v.InferOutput<typeof MyInfoResponseSchema>

/** Code of the 401 that means "session no longer valid" (spec §8). */
export const SESSION_EXPIRED_CODE = '03002'
