import * as v from 'valibot'
import { FetchError } from 'ofetch'
import { api } from '../api/client'
import { AbilityRuleSchema, PermissionsSchema, type AbilityRule, type UserData } from '../api/contract/auth'
import { accessToken, isSignedIn, userAbilityRules, userData } from '../session/session'
import { pageIsLeaving } from './page-leaving'

// What we read from `GET user/my-info`. Lenient on purpose: a real server may send more (or fewer)
// fields; we take the permissions and ability rules when they are there and well formed.
const MyInfoShape = v.object({
  userData: v.optional(v.looseObject({ permissions: v.optional(PermissionsSchema) })),
  userAbilityRules: v.optional(v.array(AbilityRuleSchema)),
})

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Applies a my-info answer to the stored session: fresh userData (so a permission revoked on the
 * server takes effect on the next navigation) and fresh ability rules. Writes only what changed,
 * so menus don't re-render and cookies aren't rewritten on every navigation.
 */
export function applyMyInfo(answer: unknown): void {
  const parsed = v.safeParse(MyInfoShape, answer)
  if (!parsed.success) return
  const { userData: fresh, userAbilityRules: rules } = parsed.output
  const current = userData.peek()
  if (fresh && current) {
    const next = { ...current, ...(fresh as Partial<UserData>), permissions: fresh.permissions ?? current.permissions }
    if (!sameJson(next, current)) userData.value = next
  }
  if (rules && !sameJson(rules, userAbilityRules.peek())) userAbilityRules.value = rules as AbilityRule[]
}

/**
 * Spec §4/§7: before a protected route, ask the server who we are. Resolves true when the session
 * is valid (and refreshes permissions/rules), false when not signed in or the call failed in any way
 * — except a call cut off because the page is being left (reload, navigation): that is no answer
 * about the session, so `undefined`. Taken as "signed out", the dying page cleared the session
 * cookies and the reloaded page started at /login (the members e2e's 90 s wait for 'Current plan':
 * a tab click re-checks the session, and the test reloads while that check runs).
 */
export async function verifySession(): Promise<boolean | undefined> {
  if (!isSignedIn.peek()) return false
  const tokenAtStart = accessToken.peek()
  try {
    const answer = await api<unknown>('user/my-info', { method: 'GET' })
    // Signed out (or in as someone else) while the call ran: this answer is stale.
    if (accessToken.peek() !== tokenAtStart) return isSignedIn.peek()
    applyMyInfo(answer)
    return true
  } catch (error) {
    const answered = error instanceof FetchError && error.response !== undefined
    if (!answered && pageIsLeaving()) return undefined
    return false
  }
}
