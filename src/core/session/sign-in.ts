import { FetchError } from 'ofetch'
import * as v from 'valibot'
import { demoApi } from '@/core/api/client'
import { LoginResponseSchema, type LoginErrorBody, type LoginResponse } from '@/core/api/contract/auth'
import { SOMETHING_WENT_WRONG, type SignInFailure } from './sign-in-failure'

export type SignInInput = { email: string; password: string; remember: boolean }

export type SignInResult = { ok: true; session: LoginResponse } | { ok: false; errors: SignInFailure }

export { SOMETHING_WENT_WRONG, type SignInFailure }

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim()
  if (Array.isArray(value)) return textOf(value[0])
  return undefined
}

/** Spec §8: 400 {errors:{email:[…]}}; any other failure shows its text under email. */
export function failureFrom(error: unknown): SignInFailure {
  if (error instanceof FetchError) {
    const data = error.data as Partial<LoginErrorBody> & { message?: unknown; error?: unknown } | string | undefined
    if (data && typeof data === 'object') {
      const email = textOf(data.errors?.email)
      const password = textOf(data.errors?.password)
      if (email || password) return { email, password }
      const text = textOf(data.message) ?? textOf(data.error)
      if (text) return { email: text }
    }
    // A plain-text body is the server's own message; HTML error pages and empty bodies are not.
    if (typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<') && data.length < 300) return { email: data.trim() }
  }
  return { email: SOMETHING_WENT_WRONG }
}

/** POST /api/auth/login (spec §7). `remember` asks the demo server for a 30-day token. */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  try {
    const body = { email: input.email.trim(), password: input.password, ...(input.remember ? { remember: true } : {}) }
    const answer = await demoApi<unknown>('auth/login', { method: 'POST', body })
    const parsed = v.safeParse(LoginResponseSchema, answer)
    if (!parsed.success) return { ok: false, errors: { email: SOMETHING_WENT_WRONG } }
    return { ok: true, session: parsed.output }
  } catch (error) {
    return { ok: false, errors: failureFrom(error) }
  }
}
