import { describe, expect, it } from 'vitest'
import { routeByName } from '@/app/routes'
import { ACCESS_POLICY, mayChangeCareer, mayChangePerson, mayRead, mayWrite, type ProductResource } from '@/core/api/contract/access-policy'
import { processes } from '~sw/handlers/product/processes'
import { persons } from '~sw/handlers/product/persons'
import { companies } from '~sw/handlers/product/companies'
import { careerHistories } from '~sw/handlers/product/career-histories'
import { groupRoles } from '~sw/handlers/product/group-roles'
import { users } from '~sw/handlers/product/users'

const admin = { has_admin_permission: true, has_office_permission: true, has_sales_permission: true }
const office = { has_office_permission: true }
const sales = { has_sales_permission: true }
const client = {}

describe('one access policy', () => {
  it('the route rules, the screens and the worker read the same lists', () => {
    const views: Record<ProductResource, string> = {
      companies: 'apps-company-view',
      persons: 'apps-person-view',
      'career-histories': 'apps-career-history-view',
      processes: 'apps-process-view',
      'group-roles': 'apps-group-role-edit',
      users: 'apps-user-view',
    }
    for (const [resource, name] of Object.entries(views) as [ProductResource, string][]) {
      const access = routeByName.get(name)!.access
      expect(access.kind === 'auth' && access.anyPermission, name).toEqual(ACCESS_POLICY[resource].read)
    }
    const handlers = { processes, persons, companies, 'career-histories': careerHistories, 'group-roles': groupRoles, users }
    for (const [resource, crud] of Object.entries(handlers) as [ProductResource, typeof persons][]) {
      expect(crud.spec.read, resource).toEqual(ACCESS_POLICY[resource].read)
      expect(crud.spec.write, resource).toEqual(ACCESS_POLICY[resource].write)
    }
  })

  it('career history: any signed-in user reads (spec §2); staff write', () => {
    expect(mayRead(client, 'career-histories')).toBe(true)
    expect(mayWrite(client, 'career-histories')).toBe(false)
    expect(mayRead(client, 'persons')).toBe(false)
    expect(mayRead(office, 'users')).toBe(false)
    expect(mayRead(admin, 'users')).toBe(true)
  })

  it('sales change only the persons they own, and those persons’ career rows', () => {
    expect(mayChangePerson(sales, 3, { sales: 3 })).toBe(true)
    expect(mayChangePerson(sales, 3, { sales: 5 })).toBe(false)
    expect(mayChangePerson(sales, undefined, { sales: null })).toBe(false)
    expect(mayChangePerson(office, 9, { sales: 5 })).toBe(true)
    expect(mayChangeCareer(sales, 3, { sales: 5 })).toBe(false)
    expect(mayChangeCareer(client, 3, { sales: 3 })).toBe(false)
    expect(mayChangeCareer(admin, 1, { sales: 5 })).toBe(true)
  })
})
