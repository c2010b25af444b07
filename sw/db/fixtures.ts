import type { StoreName } from './stores'

/** A committed seed file: `public/fixtures/<store>.json`. A higher version adds new records only. */
export type Fixture = { version: number; records: unknown[] }

/** Where seed data comes from: the precache in the worker, JSON imports in tests. */
export type FixtureSource = (store: StoreName) => Promise<Fixture | undefined>

export const noFixtures: FixtureSource = async () => undefined
