import { beforeEach, describe, expect, it } from 'vitest'
import { ability } from '@/core/access/ability'
import { canAccess, hasAnyPermission } from '@/core/access/can-access'
import type { AbilityRule, UserData } from '@/core/api/contract/auth'
import { accessToken, clearSession, isSignedIn, signOut, startSession, userAbilityRules, userData } from '@/core/session/session'

const perms = (admin: boolean, office: boolean, sales: boolean) => ({ has_admin_permission: admin, has_office_permission: office, has_sales_permission: sales })
const user = (role: string, permissions: Record<string, boolean>): UserData => ({ id: 1, fullName: 'Test', username: role, email: `${role}@demo.com`, role, permissions })
const begin = (role: string, permissions: Record<string, boolean>, rules: AbilityRule[]) =>
  startSession({ accessToken: 't', refreshToken: 'r', tokenExpire: Date.now() + 1000, userData: user(role, permissions), userAbilityRules: rules })

const PRODUCT = { kind: 'auth', anyPermission: ['has_admin_permission', 'has_office_permission', 'has_sales_permission'] } as const
const ADMIN_ONLY = { kind: 'auth', anyPermission: ['has_admin_permission'] } as const
const CAREER = { kind: 'auth' } as const
const ACL = { kind: 'auth', ability: { action: 'read', subject: 'AclDemo' } } as const

beforeEach(() => signOut())

describe('hasAnyPermission (spec §5: any one listed permission suffices)', () => {
  it('is true for an empty or missing list', () => {
    begin('client', perms(false, false, false), [])
    expect(hasAnyPermission(undefined)).toBe(true)
    expect(hasAnyPermission([])).toBe(true)
  })
  it('is true when at least one is true, false when none is', () => {
    begin('sales', perms(false, false, true), [])
    expect(hasAnyPermission(['has_admin_permission', 'has_sales_permission'])).toBe(true)
    expect(hasAnyPermission(['has_admin_permission', 'has_office_permission'])).toBe(false)
  })
  it('treats a missing permission entry or no user data as false', () => {
    begin('x', {}, [])
    expect(hasAnyPermission(['has_admin_permission'])).toBe(false)
    clearSession()
    expect(hasAnyPermission(['has_office_permission'])).toBe(false)
  })
})

describe('canAccess over the four demo accounts (DESIGN.md §3)', () => {
  const accounts = {
    admin: () => begin('admin', perms(true, true, true), [{ action: 'manage', subject: 'all' }]),
    office: () => begin('office', perms(false, true, false), [{ action: 'read', subject: 'all' }]),
    sales: () => begin('sales', perms(false, false, true), [{ action: 'read', subject: 'all' }]),
    client: () => begin('client', perms(false, false, false), [{ action: 'read', subject: 'AclDemo' }]),
  }
  const expected: Record<keyof typeof accounts, [boolean, boolean, boolean, boolean]> = {
    // product, admin-only, career history, ACL demo
    admin: [true, true, true, true],
    office: [true, false, true, true],
    sales: [true, false, true, true],
    client: [false, false, true, true],
  }
  for (const [name, signIn] of Object.entries(accounts)) {
    it(`${name}`, () => {
      signIn()
      expect([PRODUCT, ADMIN_ONLY, CAREER, ACL].map((a) => canAccess(a))).toEqual(expected[name as keyof typeof accounts])
      expect(canAccess({ kind: 'guest' })).toBe(false)
      expect(canAccess({ kind: 'public' })).toBe(true)
    })
  }
  it('signed out: only public and guest routes', () => {
    expect([PRODUCT, ADMIN_ONLY, CAREER, ACL].map((a) => canAccess(a))).toEqual([false, false, false, false])
    expect(canAccess({ kind: 'guest' })).toBe(true)
    expect(canAccess({ kind: 'public' })).toBe(true)
  })
  it('signed in needs both user data and a token (spec §4)', () => {
    accounts.admin()
    accessToken.value = undefined
    expect(isSignedIn.value).toBe(false)
    expect(canAccess(CAREER)).toBe(false)
  })
})

describe('ability from rules', () => {
  it('manage all allows every action on every subject', () => {
    begin('admin', perms(true, true, true), [{ action: 'manage', subject: 'all' }])
    expect(ability.value.can('delete', 'User')).toBe(true)
    expect(ability.value.can('read', 'AclDemo')).toBe(true)
  })
  it('read AclDemo allows only that', () => {
    begin('client', perms(false, false, false), [{ action: 'read', subject: 'AclDemo' }])
    expect(ability.value.can('read', 'AclDemo')).toBe(true)
    expect(ability.value.can('update', 'AclDemo')).toBe(false)
    expect(ability.value.can('read', 'Company')).toBe(false)
  })
  it('honours inverted rules, arrays and field lists', () => {
    begin('x', {}, [
      { action: ['read', 'update'], subject: ['Company', 'Person'] },
      { action: 'update', subject: 'Person', inverted: true },
      { action: 'read', subject: 'User', fields: ['email'] },
    ])
    expect(ability.value.can('update', 'Company')).toBe(true)
    expect(ability.value.can('update', 'Person')).toBe(false)
    expect(ability.value.can('read', 'Person')).toBe(true)
    expect(ability.value.can('read', 'User', 'email')).toBe(true)
    expect(ability.value.can('read', 'User', 'phone_number')).toBe(false)
  })
  it('is rebuilt when the rules change, and sign-out leaves an ability that allows nothing', () => {
    begin('admin', perms(true, true, true), [{ action: 'manage', subject: 'all' }])
    const before = ability.value
    expect(before.can('read', 'AclDemo')).toBe(true)
    signOut()
    expect(userAbilityRules.value).toEqual([])
    expect(userData.value).toBeUndefined()
    expect(ability.value).not.toBe(before)
    expect(ability.value.can('read', 'AclDemo')).toBe(false)
    expect(ability.value.can('manage', 'all')).toBe(false)
  })
})
