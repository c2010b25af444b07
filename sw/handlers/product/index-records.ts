import type { Router } from '../../server/router'
import { registerCrud } from './crud'
import { companies, industries } from './companies'
import { personOwners, persons } from './persons'
import { companyNameCards } from './company-namecards'
import { registerCareerHistories } from './career-histories'
import { groupRoles } from './group-roles'
import { users } from './users'
import { registerWfRecords } from './wf-records'

/** Product area II: companies, persons, career histories, group-roles, users and the wf-* lists. */
export function registerRecords(router: Router): void {
  router.get('/v1/api/companies/industries', industries)
  registerCrud(router, '/v1/api/companies', companies)
  router.get('/v1/api/companies/:id/namecards', companyNameCards)
  router.get('/v1/api/persons/owners', personOwners)
  registerCrud(router, '/v1/api/persons', persons)
  registerCareerHistories(router)
  registerCrud(router, '/v1/api/group-roles', groupRoles)
  registerCrud(router, '/v1/api/users', users)
  registerWfRecords(router)
}
