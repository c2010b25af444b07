import * as v from 'valibot'

export const DEMO_USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const
export const DEMO_USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export const DEMO_USER_STATUSES = ['Active', 'Inactive', 'Pending'] as const
export const DEMO_USER_SORTS = ['user', 'email', 'role', 'plan', 'status'] as const

export const DemoUserSchema = v.object({
  id: v.number(),
  fullName: v.string(),
  company: v.string(),
  role: v.picklist(DEMO_USER_ROLES),
  username: v.string(),
  country: v.string(),
  contact: v.string(),
  email: v.string(),
  currentPlan: v.picklist(DEMO_USER_PLANS),
  status: v.picklist(DEMO_USER_STATUSES),
  /** Empty: the UI shows initials. */
  avatar: v.string(),
})
export type DemoUser = v.InferOutput<typeof DemoUserSchema>

/** GET /users/{id} adds these (spec §3); they are stored with the record. */
export type DemoUserExtras = { taskDone: number; projectDone: number; taxId: string; language: string }
export type DemoUserDetail = DemoUser & DemoUserExtras
export const DEMO_USER_EXTRA_KEYS = ['taskDone', 'projectDone', 'taxId', 'language'] as const

const text = (max: number) => v.optional(v.pipe(v.string('Must be text'), v.trim(), v.maxLength(max, `At most ${max} characters`)), '')

/** One of `options` in any letter case (`"active"`, `" ACTIVE "`), stored in its canonical form (`"Active"`). */
const oneOf = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.transform((value) => options.find((o) => o.toLowerCase() === value.toLowerCase()) ?? value),
    v.picklist(options, message),
  )

/** POST /api/apps/users body: what the "add user" form sends. Role, plan and status in any case. */
export const NewDemoUserSchema = v.object({
  fullName: v.pipe(v.string('Full name is required'), v.trim(), v.nonEmpty('Full name is required'), v.maxLength(80, 'At most 80 characters')),
  email: v.pipe(v.string('Email is required'), v.trim(), v.nonEmpty('Email is required'), v.email('Enter a valid email')),
  role: oneOf(DEMO_USER_ROLES, 'Choose admin, editor, author, maintainer or subscriber'),
  currentPlan: oneOf(DEMO_USER_PLANS, 'Choose basic, team, company or enterprise'),
  status: v.optional(oneOf(DEMO_USER_STATUSES, 'Choose Active, Inactive or Pending'), 'Pending'),
  username: text(40),
  company: text(80),
  country: text(60),
  contact: text(30),
  avatar: text(300),
})
export type NewDemoUser = v.InferInput<typeof NewDemoUserSchema>

export type DemoUserList = { users: DemoUser[]; totalPages: number; totalUsers: number; page: number }
export type CreatedDemoUser = { body: DemoUserDetail }
