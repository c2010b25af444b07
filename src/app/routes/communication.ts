import { msg } from '@lingui/core/macro'
import { demoReader } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, communication and planning apps (issue: e-mail, chat, calendar, kanban).
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
// `area` is the feature folder: it names the message catalog the page loads.
const email = areaRoutes({ area: 'email', access: demoReader })
const chat = areaRoutes({ area: 'chat', access: demoReader })
const calendar = areaRoutes({ area: 'calendar', access: demoReader })
const kanban = areaRoutes({ area: 'kanban', access: demoReader })

export const communicationRoutes: RouteDef[] = [
  email('apps-email', msg`E-mail`, () => import('@/features/email/EmailPage'), {
    menu: { group: 'apps', label: msg`E-mail`, order: 10 },
    search: { category: 'appsPages', label: msg`E-mail`, icon: 'mail' },
  }),
  email('apps-email-filter', msg`E-mail`, () => import('@/features/email/EmailPage')),
  email('apps-email-label', msg`E-mail`, () => import('@/features/email/EmailPage')),
  chat('apps-chat', msg`Chat`, () => import('@/features/chat/ChatPage'), {
    menu: { group: 'apps', label: msg`Chat`, order: 15 },
    search: { category: 'appsPages', label: msg`Chat`, icon: 'message' },
  }),
  calendar('apps-calendar', msg`Calendar`, () => import('@/features/calendar/CalendarPage'), {
    menu: { group: 'apps', label: msg`Calendar`, order: 20 },
    search: { category: 'appsPages', label: msg`Calendar`, icon: 'calendar' },
  }),
  kanban('apps-kanban', msg`Kanban`, () => import('@/features/kanban/KanbanPage'), {
    menu: { group: 'apps', label: msg`Kanban`, order: 25 },
    search: { category: 'appsPages', label: msg`Kanban`, icon: 'layout-kanban' },
  }),
]
