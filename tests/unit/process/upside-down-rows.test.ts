import { describe, expect, it } from 'vitest'
import { isGarbledRow } from '../../../src/features/process/analysis/upside-down-rows'

// Issue 19: the e-mail across the foot of a 縦書き card, read with the columns' turn, is upside-down
// garble; such rows are read again turned (in the browser, bench/ocr.mjs measures it).
const line = (text: string, confidence = 40) => ({ text, confidence })

describe('rows read again turned', () => {
  it('are Latin garble the engine was not sure of', () => {
    expect(isGarbledRow(line("df'op'sgllul⑦sepiusiu jlew-3"))).toBe(true)
    expect(isGarbledRow(line('dl"je8sj-onyog eink eleuly |lew-3'))).toBe(true)
  })

  it('are no contact, no Japanese, nothing read surely or short', () => {
    for (const text of ['E-mail nishidas@trinitas.co.jp', 'www.trinitas.co.jp', 'TEL 03-1234-5678', '山口県山口市中央 abcdef', 'Br) x']) expect(isGarbledRow(line(text)), text).toBe(false)
    expect(isGarbledRow(line('Think Green, Act Local.', 92))).toBe(false)
    // A Latin company with its mark judged is no garble, however unsure ('[in] iLINK㈱' read turned is 'win @').
    expect(isGarbledRow(line('[in] iLINK㈱', 42))).toBe(false)
  })
})
