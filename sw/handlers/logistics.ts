import type { RequestContext, Router } from '../server/router'
import { ok, type HandlerResult } from '../server/http'
import { readListParams, runListQuery, type ListSpec } from '../server/list-query'
import type { Vehicle, VehicleList } from '../../src/core/api/contract/demo/logistics'

export const vehicleSorters: ListSpec<Vehicle>['sorters'] = {
  location: (x) => x.location,
  startRoute: (x) => x.startCity,
  endRoute: (x) => x.endCity,
  warnings: (x) => x.warnings,
  progress: (x) => x.progress,
}

/** GET /api/apps/logistics/vehicles — sort and paginate the fleet. */
export async function listVehicles(ctx: RequestContext): Promise<HandlerResult> {
  const result = runListQuery(await ctx.db.all<Vehicle>('vehicles'), readListParams(ctx.query), { sorters: vehicleSorters })
  const body: VehicleList = { vehicles: result.items, totalVehicles: result.total }
  return ok(body)
}

export function registerLogistics(router: Router): void {
  router.get('/api/apps/logistics/vehicles', listVehicles)
}
