import type { RouteDef } from './types'

// Demo layer, account pages, front pages, authentication variants and wizards.
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
export const pageRoutes: RouteDef[] = []
