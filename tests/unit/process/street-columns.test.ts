import { describe, expect, it } from 'vitest'
import { lostStreetGap, streetDigits } from '../../../src/features/process/analysis/street-columns'

// Issue 19: a street number of two digits set side by side in one cell of a 縦書き column (縦中横) was
// lost by the page read ('2丁目8番号'); its cell is read again alone (the card bench measures that part:
// it needs the Japanese fonts to tell 番 and 号 by their ink).

describe('a street number lost down a column', () => {
  it('is looked for between 番 and 号, or 丁目 and 番, where nothing or one glyph that is no numeral stands', () => {
    expect(lostStreetGap('2番号')?.after).toBe('号')
    expect(lostStreetGap('石川県金沢市片町2丁目2番比号')?.after).toBe('号')
    expect(lostStreetGap('群馬県前橋市本町2丁目番1号')?.after).toBe('番')
    expect(lostStreetGap('大分県別府市北浜2丁目=番1号')?.after).toBe('番')
  })

  it('is not looked for where the number was read, in kanji numerals or in digits, or where no street is', () => {
    for (const text of ['2丁目8番30号', '三番一号', '二丁目十二番一号', '番号案内', '電話番号 03-1234-5678'])
      expect(lostStreetGap(text), text).toBeUndefined()
  })

  it('takes the cell’s reading as digits, with the letters digits are read as put right', () => {
    expect(streetDigits('30')).toBe('30')
    expect(streetDigits('１２')).toBe('12')
    expect(streetDigits('2O')).toBe('20')
    expect(streetDigits('l5')).toBe('15')
    for (const read of ['', '番', 'ab', '1234']) expect(streetDigits(read), read).toBeUndefined()
  })
})
