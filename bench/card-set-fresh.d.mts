// Types of bench/card-set-fresh.mjs for the unit test that checks the fresh set.
import type { CardExpect } from './card-set.mjs'

export type FreshBlock = {
  text?: string
  logo?: string
  shape?: 'square'
  qr?: string
  rule?: boolean
  w?: number
  x: number
  y: number
  size: number
  weight?: number
  vertical?: boolean
  align?: 'center' | 'right'
}
export type FreshCard = {
  id: string
  kind: string
  layout: string
  split: 'fresh-tune' | 'fresh-held' | 'fresh2-held' | 'fresh3-tune' | 'fresh4-tune' | 'fresh5-tune'
  font: 'gothic' | 'mincho'
  vertical: boolean
  blocks: FreshBlock[]
  photo: Record<string, string | number>
  expect: CardExpect
}
export const KINDS: string[]
export function blockBox(b: FreshBlock): { left: number; right: number; top: number; bottom: number }
export function buildFreshCardSet(options?: { perKind?: number; seed?: number }): FreshCard[]
export function buildFresh2CardSet(options?: { perKind?: number; seed?: number }): FreshCard[]
/** The tuning draws after the held fresh2, by name (fresh3 … fresh10): seed and why each was made. */
export const TUNING_DRAWS: Record<string, { seed: number; made: string }>
export function buildTuningDraw(name: string, options?: { perKind?: number }): FreshCard[]
