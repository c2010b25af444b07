// The fields of a card as the office gets them: extract-fields' reading of the text, the address's
// prefecture, city and town then set right by the card's postal code (align-place.ts), a code that lost a
// digit found by its town (lost-code-digit.ts).
import { alignPlace } from './align-place'
import { extractFields, type Extraction } from './extract-fields'
import { codeWithLostDigit } from './lost-code-digit'
import { postalPlace, type PostalChunkLoader } from './postal-places'

export async function cardFields(text: string, load?: PostalChunkLoader): Promise<Extraction> {
  const extraction = extractFields(text)
  const { fields } = extraction
  const lost = !fields.postal_code && fields.address ? await codeWithLostDigit(fields.address, load) : undefined
  if (lost) {
    fields.postal_code = lost.code
    fields.address = alignPlace(lost.rest, lost.place)
    return extraction
  }
  const { postal_code: code, address } = fields
  // Without the table (offline before it was cached) the address stays as read.
  const place = code && address ? await postalPlace(code, load) : undefined
  if (place) extraction.fields.address = alignPlace(address, place)
  return extraction
}
