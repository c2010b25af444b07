import type { RouteDef } from './types'

// Demo layer, the design-system galleries: user interface, forms and tables.
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
export const galleryRoutes: RouteDef[] = []
