// Types of bench/card-set.mjs for the unit test that checks the generated set.
export type CardBlock = { text?: string; logo?: string; x: number; y: number; size: number; weight?: number; vertical?: boolean }
export type CardExpect = { full_name: string; full_name_kana: string; email: string; phone_number: string; company: string; position: string; address: string }
export type GeneratedCard = {
  id: string
  kind: string
  split: 'tuning' | 'held-out'
  font: 'gothic' | 'mincho'
  vertical: boolean
  blocks: CardBlock[]
  photo: Record<string, string | number>
  expect: CardExpect
}
export const KINDS: string[]
export const textWidth: (text: string, size: number) => number
export const columnLength: (text: string, size: number) => number
export function buildCardSet(options?: { perKind?: number; seed?: number }): GeneratedCard[]
