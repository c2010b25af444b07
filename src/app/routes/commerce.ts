import type { RouteDef } from './types'

// Demo layer, shop and back office (e-commerce, invoices, members, roles and permissions).
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
export const commerceRoutes: RouteDef[] = []
