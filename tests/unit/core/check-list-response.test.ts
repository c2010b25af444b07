import { describe, expect, it, vi } from 'vitest'
import { checkListResponse } from '@/core/list/check-list-response'

describe('list answers checked in development', () => {
  it('passes a {items, total} answer and fails a broken one, naming the endpoint and the field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => checkListResponse('companies', { items: [{ id: 1 }], total: 1, page: 1, itemsPerPage: 10 }, undefined, true)).not.toThrow()
    expect(() => checkListResponse('companies', { rows: [], count: 0 }, undefined, true)).toThrow(/"companies".*items/)
    expect(() => checkListResponse('companies', { items: [], total: '3' }, undefined, true)).toThrow(/total/)
    expect(error).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })
  it('uses the page schema when one is given, and checks nothing in production', () => {
    const schema = (raw: unknown) => (Array.isArray((raw as { users?: unknown }).users) ? undefined : '"users" is not a list')
    expect(() => checkListResponse('apps/users', { users: [], totalUsers: 0 }, schema, true)).not.toThrow()
    expect(() => checkListResponse('apps/users', { items: [], total: 0 }, schema, true)).toThrow(/users/)
    expect(() => checkListResponse('companies', 'not a list', undefined, false)).not.toThrow()
  })
})
