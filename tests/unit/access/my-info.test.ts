import { beforeEach, describe, expect, it } from 'vitest'
import { ability } from '@/core/access/ability'
import { canAccess } from '@/core/access/can-access'
import { applyMyInfo } from '@/core/access/verify-session'
import { signOut, startSession, userAbilityRules, userData } from '@/core/session/session'

const PRODUCT = { kind: 'auth', anyPermission: ['has_admin_permission', 'has_office_permission', 'has_sales_permission'] } as const

beforeEach(() => {
  signOut()
  startSession({
    accessToken: 't',
    refreshToken: 'r',
    tokenExpire: Date.now() + 1000,
    userData: { id: 3, fullName: 'Ren Suzuki', username: 'sales', email: 'sales@demo.com', role: 'sales', permissions: { has_sales_permission: true } },
    userAbilityRules: [{ action: 'read', subject: 'all' }],
  })
})

describe('applyMyInfo: the my-info answer refreshes the stored session (issue 4)', () => {
  it('a permission revoked on the server takes effect at once', () => {
    expect(canAccess(PRODUCT)).toBe(true)
    applyMyInfo({
      userData: { id: 3, fullName: 'Ren Suzuki', username: 'sales', email: 'sales@demo.com', role: 'sales', permissions: { has_sales_permission: false } },
      userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
    })
    expect(userData.value?.permissions.has_sales_permission).toBe(false)
    expect(canAccess(PRODUCT)).toBe(false)
    expect(ability.value.can('read', 'Company')).toBe(false)
    expect(ability.value.can('read', 'AclDemo')).toBe(true)
  })
  it('writes nothing when nothing changed (no re-render, no cookie churn)', () => {
    const before = userData.value
    const rulesBefore = userAbilityRules.value
    applyMyInfo({ userData: { ...before }, userAbilityRules: [{ action: 'read', subject: 'all' }] })
    expect(userData.value).toBe(before)
    expect(userAbilityRules.value).toBe(rulesBefore)
  })
  it('ignores malformed answers instead of corrupting the session', () => {
    const before = userData.value
    applyMyInfo('nope')
    applyMyInfo({ userData: { permissions: { has_admin_permission: 'yes' } } })
    applyMyInfo({ userAbilityRules: [{ nothing: true }] })
    expect(userData.value).toBe(before)
    expect(userAbilityRules.value).toEqual([{ action: 'read', subject: 'all' }])
  })
  it('keeps fields the answer does not carry', () => {
    applyMyInfo({ userData: { permissions: { has_sales_permission: true, has_office_permission: true } } })
    expect(userData.value?.fullName).toBe('Ren Suzuki')
    expect(userData.value?.permissions).toEqual({ has_sales_permission: true, has_office_permission: true })
  })
})
