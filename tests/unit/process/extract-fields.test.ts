import { describe, expect, it } from 'vitest'
import { ANALYSIS_ERRORS, extractFields } from '../../../src/features/process/analysis/extract-fields'
import { CARD_CASES } from './card-texts'

describe('extractFields on a table of card texts', () => {
  it('has at least 30 cards, Japanese and English', () => {
    expect(CARD_CASES.length).toBeGreaterThanOrEqual(30)
    expect(CARD_CASES.filter((c) => c.title.startsWith('en:')).length).toBeGreaterThanOrEqual(8)
  })

  for (const card of CARD_CASES) {
    it(card.title, () => {
      const result = extractFields(card.text)
      expect(result.fields).toMatchObject(card.expect)
      expect(result.analyst_status).toBe(card.status ?? 'success')
      if (result.analyst_status === 'fail') expect(result.err_msg).not.toBe('')
      else expect(result.err_msg).toBe('')
    })
  }
})

describe('failure messages', () => {
  it('says what is missing and what to do', () => {
    expect(extractFields('株式会社モミジ\n清水 健').err_msg).toBe(ANALYSIS_ERRORS.noContact)
    expect(extractFields('株式会社クスノキ\ninfo@kusunoki.co.jp').err_msg).toBe(ANALYSIS_ERRORS.noName)
    expect(extractFields('株式会社クスノキ').err_msg).toBe(ANALYSIS_ERRORS.noNameNoContact)
    expect(extractFields('').err_msg).toBe(ANALYSIS_ERRORS.noText)
  })
})
