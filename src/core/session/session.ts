import { computed } from '@preact/signals-react'
import type { AbilityRule, UserData } from '../api/contract/auth'
import { persistedSignal } from './persisted-signal'

// Spec §3: the client-stored values. Cookies, so the values survive reloads and are read before first paint.
export const accessToken = persistedSignal<string | undefined>('accessToken', undefined)
export const refreshToken = persistedSignal<string | undefined>('refreshToken', undefined)
export const tokenExpire = persistedSignal<number | undefined>('tokenExpire', undefined)
export const userData = persistedSignal<UserData | undefined>('userData', undefined)
export const userAbilityRules = persistedSignal<AbilityRule[]>('userAbilityRules', [])

/** Spec §4: signed in means both userData and accessToken are stored. */
export const isSignedIn = computed(() => Boolean(userData.value && accessToken.value))

/** Spec §4/§8: the four values cleared when a session stops being valid. */
export function clearSession(): void {
  accessToken.value = undefined
  refreshToken.value = undefined
  tokenExpire.value = undefined
  userData.value = undefined
}

/** Log out: the four values plus the ability rules. */
export function signOut(): void {
  clearSession()
  userAbilityRules.value = []
}

export function startSession(s: {
  accessToken: string
  refreshToken: string
  tokenExpire: number
  userData: UserData
  userAbilityRules: AbilityRule[]
}): void {
  accessToken.value = s.accessToken
  refreshToken.value = s.refreshToken
  tokenExpire.value = s.tokenExpire
  userData.value = s.userData
  userAbilityRules.value = s.userAbilityRules
}
