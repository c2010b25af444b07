import type { RouteDef } from './types'

// Demo layer, dashboards, academy, logistics and the chart pages.
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
export const dashboardRoutes: RouteDef[] = []
