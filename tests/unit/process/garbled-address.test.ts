import { describe, expect, it } from 'vitest'
import { isLatinGarble } from '../../../src/features/process/analysis/garbled-address'

// Issue 19: an address block read by tesseract as Latin garble on a Japanese card (a two-column card's
// right block, a small photo) is read again by the line recogniser; only garble is asked.

describe('Latin garble on a Japanese card', () => {
  it('is a run of capitals that spells nothing a card prints in Latin', () => {
    expect(isLatinGarble('REFRRIFMMN TR—T HIRT 7')).toBe(true)
    expect(isLatinGarble('KBREARILI AMIEL')).toBe(true)
    expect(isLatinGarble('HEATH THER ABRE T 5 KBB62081')).toBe(true)
  })

  it('is not an e-mail, a web address, a phone, a name in romaji, an English line, nor Japanese', () => {
    for (const line of ['E-mail INFO@KOTOBUKI.JP', 'WWW.KOTOBUKI.JP', 'TEL 03-1234-5678', 'Keiko AZUMA', 'Shaping the future of logistics', '大阪府大阪市北区大深町3番1号', 'HR'])
      expect(isLatinGarble(line), line).toBe(false)
  })
})
