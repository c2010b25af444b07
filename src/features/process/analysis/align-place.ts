// An address's prefecture, city and town set right by its postal code's place (postal-places.ts):
// '北海道蛇田郡ニセコ町字本通86-3' with 〒048-1511 is 北海道虻田郡ニセコ町字本通86-3, '福岡九州市小倉北区…'
// is 福岡県北九州市小倉北区…. Only a head at most two edits off the place (one for a short one) is
// changed, and only where the street number follows it: anything else the card printed stays as read.
import { distance } from './kana-romaji'
import { commonGlyphs as common } from './ocr-text'
import type { PostalPlace } from './postal-places'

/** What follows a town: its street number (arabic or kanji), 丁目/番地, a dash, a gap, or nothing. */
const STREET_AFTER = /^(?:$|\s|[0-9０-９〇一二三四五六七八九十百]|[-‐ー－])/

/** The heads an address of this place may start with: with the prefecture or without, the town with 字/大字 or not. */
function headsOf(place: PostalPlace): Head[] {
  // The table writes a town's numbers in full-width digits (１条通); a card in digits or kanji (1条通, 一条通).
  const spellings = place.town ? [...new Set([place.town, halfWidth(place.town), inKanji(place.town)])] : []
  const towns = spellings.flatMap((town) => [town, `字${town}`, `大字${town}`].map((printed) => ({ printed, town })))
  return [place.prefecture, ''].flatMap((pref) => [...towns.map(({ printed, town }) => ({ head: `${pref}${place.city}${printed}`, town })), { head: `${pref}${place.city}` }])
}
const halfWidth = (s: string) => s.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
/** Single digits in kanji (１条 → 一条); a number of two digits or more stays in digits. */
const inKanji = (s: string) => halfWidth(s).replace(/(?<![0-9])[0-9](?![0-9])/g, (d) => '〇一二三四五六七八九'[Number(d)])
type Head = { head: string; town?: string }

/** The head nearest the address's start, within its edits, with where it ends in the address. */
function nearestHead(text: string, heads: Head[]): { head: string; length: number; d: number } | undefined {
  let best: { head: string; length: number; d: number } | undefined
  for (const { head, town } of heads) {
    const most = head.length >= 8 ? 2 : 1
    for (let length = Math.max(1, head.length - most); length <= head.length + most && length <= text.length; length++) {
      const read = text.slice(0, length)
      if (town && !STREET_AFTER.test(text.slice(length))) continue
      // A town printed longer or shorter than the table's at its end ('本町通' where it holds 本町) is
      // another name, not a misreading; a kana glued after it ('中通え') is noise.
      if (length > head.length && read.startsWith(head) && /[\u3400-\u9FFF々]/.test(read.slice(head.length))) continue
      if (length < head.length && head.startsWith(read)) continue
      // 字 and 大字 are a town's when the card printed them: never an edit put in.
      if (town && head.endsWith(`字${town}`) && !read.includes('字')) continue
      // Half the town's glyphs at least are read: '西突' is not 芦原 misread, whatever the code says.
      if (town && common(read.slice(Math.max(0, head.length - town.length - 1)), town) * 2 < town.length) continue
      const d = distance(read, head)
      // The closest; between equals, the head listed first (the town without 字) and the cut nearest its length.
      if (d <= most && (!best || d < best.d || (d === best.d && head === best.head && Math.abs(length - head.length) < Math.abs(best.length - head.length)))) best = { head, length, d }
    }
  }
  return best
}

/**
 * The place's head the address starts with. The town first: a city read right says nothing of the town
 * after it. The city alone (not `byTown`) where the town is not the code's ('石巻市海岸通' where the code
 * says 魚町: the town stays as read).
 */
function headOf(text: string, place: PostalPlace, byTown = false): { head: string; length: number; d: number } | undefined {
  const heads = headsOf(place)
  return nearestHead(text, heads.filter((h) => h.town)) ?? (byTown ? undefined : nearestHead(text, heads.filter((h) => !h.town)))
}

/** How many edits the address's head is off the place's (its town's, with `byTown`); undefined when it names another place. */
export const placeDistance = (address: string, place: PostalPlace, byTown = false): number | undefined => headOf(address.replace(/\s+/g, ' ').trim(), place, byTown)?.d

/**
 * The town lost whole between the city and the street number ('小田原市一丁目5番9号' with 〒250-0011, 栄町):
 * put in from the code's place, when the card names none of its spellings anywhere. Not a town of the
 * table's odd kinds ('以下に掲載がない場合', a bracket).
 */
function lostTown(text: string, best: { head: string; length: number }, place: PostalPlace): string | undefined {
  const { town } = place
  if (!town || /[（(以]/.test(town) || best.head.endsWith(town) || !best.head.endsWith(place.city)) return undefined
  const rest = text.slice(best.length)
  const spellings = [town, halfWidth(town), inKanji(town)]
  if (!/^[0-9一二三四五六七八九十]/.test(rest) || spellings.some((s) => text.includes(s))) return undefined
  return `${best.head}${halfWidth(town)}${rest}`
}

export function alignPlace(address: string, place: PostalPlace): string {
  const text = address.replace(/\s+/g, ' ').trim()
  const best = headOf(text, place)
  const town = best && lostTown(text, best, place)
  if (town) return town
  if (!best || best.d === 0) return address
  // A prefecture read by its last glyph alone ('県山口市…') is the prefecture, not a glyph too many.
  const lostPrefecture = !best.head.startsWith(place.prefecture) && text.startsWith(place.prefecture.slice(-1))
  return `${lostPrefecture ? place.prefecture : ''}${best.head}${text.slice(best.length)}`
}
