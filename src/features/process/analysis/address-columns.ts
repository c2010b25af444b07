import { findPostal, isBuildingLine, isStreetLine, isTownPart, lacksStreet } from './extract-address'

// An address's first line and the columns it goes on in: a 縦書き card prints its street apart from
// its town, and a building on a line of its own. Pure.

/**
 * The columns an address goes on in after its first line (`next` on, each taken into `used`): the rest
 * of a town the engine broke off (東京都千代 / 田区) and the street, which a 縦書き card prints apart
 * from its town, then a building or floor.
 */
export function continueAddress(address: string, lines: string[], next: number, used: Set<number>): string {
  const free = (k: number) => k < lines.length && !used.has(k)
  if (lacksStreet(address) && free(next) && free(next + 1) && isTownPart(lines[next]) && isStreetLine(lines[next + 1])) {
    address = `${address}${lines[next]}`
    used.add(next++)
  }
  if (lacksStreet(address) && free(next) && isStreetLine(lines[next])) {
    address = `${address}${lines[next]}`
    used.add(next++)
  }
  // A building's name the column cut before its ビル ('第三北浜' / 'ビル二〇一号室'): the two are one line.
  if (free(next) && free(next + 1) && BUILDING_HEAD.test(lines[next].trim()) && /^(?:ビル|タワー|センター|スクエア|プラザ)/.test(lines[next + 1].trim()) && isBuildingLine(lines[next + 1])) {
    address = `${address} ${lines[next].trim()}${lines[next + 1].trim()}`
    used.add(next).add(next + 1)
    return address
  }
  // A line with a postal code of its own is the address read twice (or a second office), not its building.
  // On a row with a column apart ('リテール営業部 | リバーサイドビル11階': a rule read as a bar) only the building's part is.
  const building = free(next) ? lines[next].split(/\s+\|\s+/).find(isBuildingLine) : undefined
  if (building && !findPostal(lines[next])) {
    address = `${address} ${building}`
    used.add(next)
  }
  return address
}

/** The start of a building's name: a few kanji, kana or numerals, no label, legal form nor digits of a number. */
const BUILDING_HEAD = /^[\u3400-\u9FFF\u30A1-\u30FAー々0-9]{2,8}$/
