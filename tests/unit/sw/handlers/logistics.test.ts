import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Vehicle } from '../../../../src/core/api/contract/demo/logistics'
import { checkListProperty } from './demo-list-property'
import { fixture, ids } from './demo-fixture-records'

const vehicles = fixture<Vehicle>('vehicles')
const URL_ = '/api/apps/logistics/vehicles'

describe('vehicles fixture', () => {
  it('has 25 vehicles with the five warning texts and progress 0–100', () => {
    expect(vehicles).toHaveLength(25)
    expect(new Set(vehicles.map((v) => v.warnings))).toEqual(new Set(['No Warnings', 'Ecu Not Responding', 'Oil Leakage', 'Fuel Problems', 'Temperature not optimal']))
    expect(vehicles.every((v) => v.progress >= 0 && v.progress <= 100)).toBe(true)
  })
})

describe('GET /api/apps/logistics/vehicles', () => {
  it('answers {vehicles, totalVehicles}, 10 per page by default', async () => {
    const res = await call(await openTestDb(), 'GET', URL_)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['totalVehicles', 'vehicles'])
    expect(res.body.totalVehicles).toBe(25)
    expect(ids(res.body.vehicles)).toEqual(ids(vehicles.slice(0, 10)))
  })

  it('sorts by start and end route (city), warnings, location and progress; pages after sorting', async () => {
    const db = await openTestDb()
    const check = async (sortBy: string, get: (v: Vehicle) => string | number) => {
      const got = (await call(db, 'GET', `${URL_}?sortBy=${sortBy}&orderBy=desc&itemsPerPage=-1`)).body.vehicles.map(get)
      expect(got).toEqual([...got].sort((a: any, b: any) => (typeof a === 'number' ? b - a : b.toLowerCase().localeCompare(a.toLowerCase()))))
    }
    await check('startRoute', (v) => v.startCity)
    await check('endRoute', (v) => v.endCity)
    await check('warnings', (v) => v.warnings)
    await check('location', (v) => v.location)
    await check('progress', (v) => v.progress)
    const all = (await call(db, 'GET', `${URL_}?sortBy=progress&itemsPerPage=-1`)).body.vehicles
    const page3 = (await call(db, 'GET', `${URL_}?sortBy=progress&itemsPerPage=10&page=3`)).body
    expect(ids(page3.vehicles)).toEqual(ids(all.slice(20)))
    expect(page3.totalVehicles).toBe(25)
  })
})

describe('vehicles list property', () => {
  it('holds for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: URL_,
      listKey: 'vehicles',
      totalKey: 'totalVehicles',
      rows: vehicles,
      words: ['osaka'],
      // q is not a vehicle parameter (spec §7): it never filters.
      matches: () => true,
      sortKeys: {
        location: (v) => v.location,
        startRoute: (v) => v.startCity,
        endRoute: (v) => v.endCity,
        warnings: (v) => v.warnings,
        progress: (v) => v.progress,
      },
    })
  })
})
