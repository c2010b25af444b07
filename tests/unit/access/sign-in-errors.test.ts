import { describe, expect, it } from 'vitest'
import { FetchError } from 'ofetch'
import { failureFrom, SOMETHING_WENT_WRONG } from '@/features/auth/sign-in'

const fetchError = (data: unknown, status = 400) => {
  const error = new FetchError(`[POST] "/api/auth/login": ${status}`)
  error.data = data
  error.statusCode = status
  return error
}

describe('login failures shown under the field (spec §8)', () => {
  it('400 {errors:{email:[…]}} shows the server message under email', () => {
    expect(failureFrom(fetchError({ errors: { email: ['Invalid email or password'] } }))).toEqual({ email: 'Invalid email or password', password: undefined })
  })
  it('a password field error goes under password', () => {
    expect(failureFrom(fetchError({ errors: { password: ['Too short'] } }))).toEqual({ email: undefined, password: 'Too short' })
  })
  it('any other failure shows its own text under email', () => {
    expect(failureFrom(fetchError({ message: 'Account locked' }, 423))).toEqual({ email: 'Account locked' })
    expect(failureFrom(fetchError({ error: 'Maintenance until 9:00' }, 503))).toEqual({ email: 'Maintenance until 9:00' })
    expect(failureFrom(fetchError('Service unavailable', 503))).toEqual({ email: 'Service unavailable' })
  })
  it("defaults to 'Something went wrong' when there is no readable text", () => {
    expect(failureFrom(fetchError(undefined, 500))).toEqual({ email: SOMETHING_WENT_WRONG })
    expect(failureFrom(fetchError('<!doctype html><h1>502</h1>', 502))).toEqual({ email: SOMETHING_WENT_WRONG })
    expect(failureFrom(fetchError({ errors: { email: [] } }))).toEqual({ email: SOMETHING_WENT_WRONG })
    expect(failureFrom(new TypeError('Failed to fetch'))).toEqual({ email: SOMETHING_WENT_WRONG })
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong')
  })
})
