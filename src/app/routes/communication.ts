import type { RouteDef } from './types'

// Demo layer, communication and planning apps (issue: e-mail, chat, calendar, kanban).
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
export const communicationRoutes: RouteDef[] = []
