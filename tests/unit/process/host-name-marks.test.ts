import { describe, expect, it } from 'vitest'
import { hostNamedRow } from '../../../src/features/process/analysis/host-name-marks'
import { leadMarkCandidates } from '../../../src/features/process/analysis/circled-forms'

// Issue 19: a Latin company name its host spells, printed with ㈱ or ㈲ the engine left out; the ink
// beside such a row is judged in the browser (bench/ocr.mjs measures it). Which rows are looked at:
describe('rows named as the card’s host', () => {
  const hosts = ['hinokidesign', 'hinoki', 'design', 'tplus']

  it('are a Latin name the host spells, a glyph off at most on a long one, a logo’s glyph before it left out', () => {
    expect(hostNamedRow('HINOKI Design', hosts)).toBe('HINOKI Design')
    expect(hostNamedRow('の HINOKT Design', hosts)).toBe('HINOKT Design')
    expect(hostNamedRow('T-PLUS', hosts)).toBe('T-PLUS')
  })

  it('are no e-mail, web address, English company with its form, Japanese line or other name', () => {
    for (const row of ['E. ishiiy@hinoki-design.co.jp', 'www.hinoki-design.co.jp', 'HINOKI Design Inc.', 'HINOKI Design株式会社', 'Masaki NOMURA', 'TPLUX'])
      expect(hostNamedRow(row, hosts), row).toBeUndefined()
  })
})

describe('a mark read as a sign glued before a name in capitals', () => {
  it('is judged with the sign alone as what was read', () => {
    expect(leadMarkCandidates('#T-PLUS').map(({ kind, lead, rest }) => ({ kind, lead, rest }))).toEqual([{ kind: 'glued', lead: '#', rest: 'T-PLUS' }])
  })
})
