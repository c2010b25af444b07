// Types of bench/card-set-wide.mjs, for a test that checks the wide set.
import type { FreshBlock, FreshCard } from './card-set-fresh.mjs'

/** A block as the fresh set's, with a round mark and vertical columns of their own. */
export type WideBlock = Omit<FreshBlock, 'shape'> & {
  shape?: 'square' | 'circle'
  /** A vertical column whose half-width runs are turned sideways; with tcy, 1–2 digit runs upright (縦中横). */
  latin?: 'sideways'
  tcy?: boolean
}
/** A card as the fresh set's, in more fonts. */
export type WideCard = Omit<FreshCard, 'split' | 'font' | 'blocks'> & {
  split: 'wide-held' | `${WideDrawName}-held`
  font: 'gothic' | 'mincho' | 'ipaex-gothic' | 'ipaex-mincho' | 'vl-gothic'
  blocks: WideBlock[]
}
export const KINDS: string[]
export function blockBox(b: WideBlock): { left: number; right: number; top: number; bottom: number }
export function wideColumnLength(b: WideBlock): number
export function buildWideCardSet(options?: { perKind?: number; seed?: number }): WideCard[]
export const WIDE_DRAWS: Record<'wide2' | 'wide3' | 'wide4', { seed: number; made: string }>
export type WideDrawName = keyof typeof WIDE_DRAWS
export function buildWideDraw(name: WideDrawName, options?: { perKind?: number }): WideCard[]
