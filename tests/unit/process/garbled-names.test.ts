import { describe, expect, it } from 'vitest'
import { garbledHead } from '../../../src/features/process/analysis/garbled-names'

// Issue 19: a large bold name read wholly as letters before its romaji ('HIE I~" B WATANABE Soichiro'
// for 渡邉 宗一郎): where the name's part of the row ends, for it to be read again alone.

const word = (text: string, x0: number, x1: number, height: number) => ({ text, box: { x0, y0: 300 - height, x1, y1: 300 } })

describe('the name part of a row read as letters', () => {
  it('ends where the romaji starts: the last two words, letters alone, smaller than the name', () => {
    const row = [word('HIE', 60, 140, 48), word('I~"', 150, 200, 46), word('B', 210, 250, 48), word('WATANABE', 430, 540, 20), word('Soichiro', 548, 600, 20)]
    expect(garbledHead(row)).toEqual({ end: 430, romaji: 'WATANABE Soichiro' })
    expect(garbledHead([word('iR', 62, 120, 50), word('BH', 200, 260, 50), word('serizawa', 300, 380, 18), word('moe', 388, 420, 14)])?.romaji).toBe('serizawa moe')
  })

  it('leaves rows with Japanese read in them, English rows and a romaji as large as the rest', () => {
    expect(garbledHead([word('谷', 60, 110, 48), word('Tsumugi', 300, 380, 20), word('TANIGUCHI', 388, 480, 20)])).toBeUndefined()
    expect(garbledHead([word('Head', 60, 110, 20), word('of', 116, 130, 20), word('Sales', 136, 190, 20)])).toBeUndefined()
    expect(garbledHead([word('QUBIT', 60, 160, 30), word('FORGE', 170, 270, 30), word('Qubit', 280, 330, 30), word('Forge', 336, 390, 30)])).toBeUndefined()
    // A romaji word of sign or digit is no romaji.
    expect(garbledHead([word('HIE', 60, 140, 48), word('B', 210, 250, 48), word('T.+81', 430, 540, 20), word('Soichiro', 548, 600, 20)])).toBeUndefined()
  })
})
