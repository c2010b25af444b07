import { Router } from '../server/router'
import { registerAuth } from './auth'
import { registerSearch } from './search'

/** Wires every handler module into one router. Each area adds one line here. */
export function createDemoRouter(): Router {
  const router = new Router()
  registerAuth(router)
  registerSearch(router)
  return router
}
