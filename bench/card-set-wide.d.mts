// Types of bench/card-set-wide.mjs, for a test that checks the wide set.
import type { CardExpect } from './card-set.mjs'

export type WideBlock = {
  text?: string
  logo?: string
  shape?: 'square' | 'circle'
  rule?: boolean
  w?: number
  x: number
  y: number
  size: number
  weight?: number
  vertical?: boolean
  align?: 'center' | 'right'
  /** A vertical column whose half-width runs are turned sideways; with tcy, 1–2 digit runs upright (縦中横). */
  latin?: 'sideways'
  tcy?: boolean
}
export type WideCard = {
  id: string
  kind: string
  layout: string
  split: 'wide-held'
  font: 'gothic' | 'mincho' | 'ipaex-gothic' | 'ipaex-mincho' | 'vl-gothic'
  vertical: boolean
  blocks: WideBlock[]
  photo: Record<string, string | number>
  expect: CardExpect
}
export const KINDS: string[]
export function blockBox(b: WideBlock): { left: number; right: number; top: number; bottom: number }
export function wideColumnLength(b: WideBlock): number
export function buildWideCardSet(options?: { perKind?: number; seed?: number }): WideCard[]
export function buildWide2CardSet(options?: { perKind?: number; seed?: number }): WideCard[]
