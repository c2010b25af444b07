import { Router } from '../server/router'
import { registerAuth } from './auth'
import { registerSearch } from './search'
import { registerRecords } from './product/index-records'
import { registerEcommerce } from './ecommerce'
import { registerInvoice } from './invoice'
import { registerLogistics } from './logistics'
import { registerPermissions } from './permissions'
import { registerUsers } from './users'

/** Wires every handler module into one router. Each area adds one line here. */
export function createDemoRouter(): Router {
  const router = new Router()
  registerAuth(router)
  registerSearch(router)
  registerRecords(router)
  registerEcommerce(router)
  registerInvoice(router)
  registerLogistics(router)
  registerPermissions(router)
  registerUsers(router)
  return router
}
