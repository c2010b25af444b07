import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

// The landing page's people (invented): a name in kanji for Japanese readers and in romaji elsewhere.
export type Person = { id: string; kanji: string; romaji: string; role: MessageDescriptor }

export const nameIn = (locale: string, p: Person) => (locale === 'ja' ? p.kanji : p.romaji)

export type Review = Person & { company: MessageDescriptor; rating: number; quote: MessageDescriptor }

export const REVIEWS: readonly Review[] = [
  {
    id: 'sato',
    kanji: '佐藤 美咲',
    romaji: 'Misaki Sato',
    role: msg`Office manager`,
    company: msg`Trading company, Osaka`,
    rating: 5,
    quote: msg`We used to type every card into a spreadsheet. Now the office only checks what was read, and a week of cards takes an afternoon.`,
  },
  {
    id: 'kobayashi',
    kanji: '小林 大輔',
    romaji: 'Daisuke Kobayashi',
    role: msg`Sales lead`,
    company: msg`Machine parts maker, Nagoya`,
    rating: 5,
    quote: msg`Before a visit I open the company and see everyone we ever met there, with their old positions. It works in the underground too.`,
  },
  {
    id: 'moreau',
    kanji: 'モロー クレール',
    romaji: 'Claire Moreau',
    role: msg`Account manager`,
    company: msg`Design studio, Tokyo`,
    rating: 4,
    quote: msg`Searching in kana finally finds the names I only heard once. I would like more export formats, but the rest is excellent.`,
  },
  {
    id: 'yamamoto',
    kanji: '山本 翔太',
    romaji: 'Shota Yamamoto',
    role: msg`Branch manager`,
    company: msg`Insurance agency, Fukuoka`,
    rating: 5,
    quote: msg`The two checks mean the records are right. New staff learned it in a morning.`,
  },
]

export const TEAM: readonly Person[] = [
  { id: 'ito', kanji: '伊藤 結衣', romaji: 'Yui Ito', role: msg`Product lead` },
  { id: 'nakamura', kanji: '中村 健', romaji: 'Ken Nakamura', role: msg`Card reading engineer` },
  { id: 'haddad', kanji: 'ハダッド ライラ', romaji: 'Layla Haddad', role: msg`Designer` },
  { id: 'kato', kanji: '加藤 真一', romaji: 'Shinichi Kato', role: msg`Customer success` },
]
