import type { Database } from '../../db/database'
import { VEHICLE_WARNINGS, type Vehicle } from '../../../src/core/api/contract/demo/logistics'
import type { LogisticsCards } from '../../../src/core/api/contract/demo/dashboards'
import { sumBy } from './figures'

type CardComputers = { [K in keyof LogisticsCards]: (db: Database) => Promise<LogisticsCards[K]> }
const vehicles = (db: Database) => db.all<Vehicle>('vehicles')

/** The logistics dashboard's cards, from the stored fleet (the rows GET /api/apps/logistics/vehicles serves). */
export const logisticsCards: CardComputers = {
  async overview(db) {
    const all = await vehicles(db)
    const waiting = all.filter((v) => v.progress === 0).length
    const delivered = all.filter((v) => v.progress === 100).length
    return {
      total: all.length,
      waiting,
      onRoute: all.length - waiting - delivered,
      delivered,
      withWarnings: all.filter((v) => v.warnings !== 'No Warnings').length,
      averageProgress: all.length ? Math.round((all.reduce((s, v) => s + v.progress, 0) / all.length) * 10) / 10 : 0,
    }
  },
  async warnings(db) {
    const counts = sumBy(await vehicles(db), (v) => v.warnings, () => 1)
    return { shares: VEHICLE_WARNINGS.map((label) => ({ label, value: counts.get(label) ?? 0 })) }
  },
  async routeTypes(db) {
    const all = await vehicles(db)
    const domestic = all.filter((v) => v.startCountry === v.endCountry).length
    return { domestic, international: all.length - domestic }
  },
  async countries(db) {
    const counts = sumBy(await vehicles(db), (v) => v.endCountry, () => 1)
    return { shares: [...counts].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value || a.label.localeCompare(b.label)) }
  },
  async performance(db) {
    const all = await vehicles(db)
    const edges = [0, 25, 50, 75, 100]
    return {
      buckets: edges.slice(0, -1).map((from, i) => {
        const to = edges[i + 1]
        // Each quarter holds from ≤ p < to; the last one also holds 100 %.
        return { from, to, vehicles: all.filter((v) => v.progress >= from && (v.progress < to || (to === 100 && v.progress === 100))).length }
      }),
    }
  },
}
