import { Router } from '../server/router'
import { registerAuth } from './auth'
import { registerSearch } from './search'
import { registerNotifications } from './notifications'
import { registerAcademy } from './academy'
import { registerCalendar } from './calendar'
import { registerChat } from './chat'
import { registerEmail } from './email'
import { registerEmailCompose } from './email-compose'
import { registerKanban } from './kanban'
import { registerPages } from './pages'
import { registerAccountSettings } from './account-settings'
import { registerShopSettings } from './shop-settings'
import { registerRecords } from './product/index-records'
import { registerProcesses } from './product/processes'
import { registerEcommerce } from './ecommerce'
import { registerInvoice } from './invoice'
import { registerLogistics } from './logistics'
import { registerPermissions } from './permissions'
import { registerUsers } from './users'
import { registerRoles } from './roles'
import { registerDashboards } from './dashboards'
import { registerFront } from './front'
import { registerWizards } from './wizards'

/** Wires every handler module into one router. Each area adds one line here. */
export function createDemoRouter(): Router {
  const router = new Router()
  registerAuth(router)
  registerSearch(router)
  registerNotifications(router)
  registerAcademy(router)
  registerCalendar(router)
  registerChat(router)
  registerEmail(router)
  registerEmailCompose(router)
  registerKanban(router)
  registerPages(router)
  registerAccountSettings(router)
  registerShopSettings(router)
  registerRecords(router)
  registerProcesses(router)
  registerEcommerce(router)
  registerInvoice(router)
  registerLogistics(router)
  registerPermissions(router)
  registerUsers(router)
  registerRoles(router)
  registerDashboards(router)
  registerFront(router)
  registerWizards(router)
  return router
}
