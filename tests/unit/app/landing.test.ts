import { afterEach, describe, expect, it } from 'vitest'
import { landingPath } from '@/app/guards/landing'
import { routes } from '@/app/routes'
import { HOME_PATH } from '@/core/access/redirect'
import { pathFor } from '@/core/routing/paths'
import { clearSession, startSession, userAbilityRules } from '@/core/session/session'

// Issue #20 item 10: after sign-in (and from "Back to home") each account lands on the first page it
// may open, with the real route table and the demo accounts' permissions and ability rules.
const signInAs = (permissions: Record<string, boolean>, rules: { action: string; subject: string }[]) =>
  startSession({ accessToken: 't', refreshToken: 'r', tokenExpire: Date.now() + 1e6, userData: { id: 1, fullName: 'A', username: 'a', email: 'a@x', role: 'x', permissions }, userAbilityRules: rules })

afterEach(() => {
  clearSession()
  userAbilityRules.value = []
})

describe('landingPath', () => {
  it('sends admin, office and sales to the process list', () => {
    for (const role of ['has_admin_permission', 'has_office_permission', 'has_sales_permission']) {
      signInAs({ [role]: true }, [{ action: 'read', subject: 'all' }])
      expect(landingPath(), role).toBe(HOME_PATH)
    }
  })
  it('sends the client account (ACL demo only) to access control, never to a 401', () => {
    signInAs({ has_admin_permission: false, has_office_permission: false, has_sales_permission: false }, [{ action: 'read', subject: 'AclDemo' }])
    expect(landingPath()).toBe(pathFor('access-control'))
  })
  it('is undefined for an account that may open nothing (the caller shows not-authorized)', () => {
    signInAs({}, [])
    expect(landingPath()).toBeUndefined()
    expect(landingPath(routes, () => false)).toBeUndefined()
  })
})
