// A postal code read with one digit lost ('620-003 都府福知山市字内記13-1' for 〒620-0035, '35-0064 江東区…'
// for 〒135-0064): the field rules take no six-digit code, so it stays at the address's head and the
// card gets no code. Of the
// codes it may be (the digit put back at any place of its short part), the one whose place the
// address names is taken, when only one does: the town beside a code tells them apart.
import { placeDistance } from './align-place'
import { postalPlace, type PostalChunkLoader, type PostalPlace } from './postal-places'

/** A code of three and three digits, or two and four, at the address's head, its 〒 or a letter read for it before it. */
const SHORT_CODE = /^(?:[〒T]\s*)?([0-9]{2,3})-([0-9]{3,4})\s+(?=\S)/

/** The codes a short one may be: a digit put back at any place of its short part. */
function codesOf(first: string, second: string): string[] {
  if (first.length + second.length !== 6) return []
  const [short, put] = first.length === 2 ? [first, (s: string) => `${s}-${second}`] : [second, (s: string) => `${first}-${s}`]
  const codes = new Set<string>()
  for (let at = 0; at <= short.length; at++) for (let d = 0; d <= 9; d++) codes.add(put(`${short.slice(0, at)}${d}${short.slice(at)}`))
  return [...codes]
}

export async function codeWithLostDigit(address: string, load?: PostalChunkLoader): Promise<{ code: string; place: PostalPlace; rest: string } | undefined> {
  const m = SHORT_CODE.exec(address.trim())
  if (!m) return undefined
  const rest = address.trim().slice(m[0].length)
  const codes = codesOf(m[1], m[2])
  const fits: { code: string; place: PostalPlace }[] = []
  for (const code of codes) {
    const place = await postalPlace(code, load)
    // Only by the town: a city alone is shared by the codes of all its towns.
    if (place?.town && placeDistance(rest, place, true) !== undefined) fits.push({ code, place })
  }
  const towns = new Set(fits.map((f) => `${f.place.city}${f.place.town}`))
  return fits.length && towns.size === 1 ? { ...fits[0], rest } : undefined
}
