import { describe, expect, it } from 'vitest'
import { cardFields } from '../../../src/features/process/analysis/card-fields'
import { codeWithLostDigit } from '../../../src/features/process/analysis/lost-code-digit'
import type { PostalChunk } from '../../../src/features/process/analysis/postal-places'

// Issue 19: a postal code read with a digit lost is found by the town the address names.
// A made-up table file in the real one's shape: codes 620-0030…0039 of 福知山市 (京都府, JIS 26).
const chunk: PostalChunk = {
  c: ['福知山市', '綾部市'],
  d: [
    [6200035, 26, 0, '字内記'],
    [6200036, 26, 0, '字中ノ'],
    [6200031, 26, 0, '字天田'],
    [6230003, 26, 1, '字内記'],
  ],
}
const load = async (prefix: string) => (prefix === '62' ? chunk : undefined)

describe('a postal code with a lost digit', () => {
  it('is the one code whose town the address names', async () => {
    const lost = await codeWithLostDigit('620-003 都府福知山市字内記13-1', load)
    expect(lost?.code).toBe('620-0035')
    expect(lost?.rest).toBe('都府福知山市字内記13-1')
  })

  it('puts the code on the card and the place right from it', async () => {
    const text = ['株式会社オーロラ電装', '松井 恵子', '〒620-003  都府福知山市字内記13-1', 'Phone 0773.70.5563'].join('\n')
    const { fields } = await cardFields(text, load)
    expect([fields.postal_code, fields.address]).toEqual(['620-0035', '京都府福知山市字内記13-1'])
  })

  it('may have lost a digit of its first part', async () => {
    const tokyo: PostalChunk = { c: ['江東区'], d: [[1350064, 13, 0, '青海']] }
    const lost = await codeWithLostDigit('35-0064 江東区青海2丁目7番4', async (prefix) => (prefix === '13' ? tokyo : undefined))
    expect(lost?.code).toBe('135-0064')
  })

  it('is not guessed where no town or two towns fit', async () => {
    expect(await codeWithLostDigit('620-003 福知山市字西町13-1', load)).toBeUndefined()
    // 綾部市's 字内記 is no place of the codes 620-003 may be.
    expect((await codeWithLostDigit('620-003 京都府綾部市字内記1', load))?.code).toBeUndefined()
    expect(await codeWithLostDigit('620-0035 京都府福知山市字内記13-1', load)).toBeUndefined()
  })
})
