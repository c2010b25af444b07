import * as v from 'valibot'

export const VEHICLE_WARNINGS = ['No Warnings', 'Ecu Not Responding', 'Oil Leakage', 'Fuel Problems', 'Temperature not optimal'] as const
export const VEHICLE_SORTS = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const

export const VehicleSchema = v.object({
  id: v.number(),
  /** Vehicle location code (shown as VOL-<location>). */
  location: v.number(),
  startCity: v.string(),
  startCountry: v.string(),
  endCity: v.string(),
  endCountry: v.string(),
  warnings: v.picklist(VEHICLE_WARNINGS),
  /** Percent of the route done, 0 to 100. */
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
})
export type Vehicle = v.InferOutput<typeof VehicleSchema>

export type VehicleList = { vehicles: Vehicle[]; totalVehicles: number }
