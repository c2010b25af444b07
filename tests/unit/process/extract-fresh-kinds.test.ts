import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { findPhones } from '../../../src/features/process/analysis/extract-contacts'

// Issue 19, second card set: kinds of failure independently made cards showed in the extraction rules.
// Texts are invented, shaped like engine output.

describe('phone numbers', () => {
  it('takes the number of a shared TEL/FAX label for the phone, not only the fax', () => {
    for (const label of ['TEL/FAX', 'TEL・FAX', 'Tel/Fax', 'TelFax']) {
      expect(findPhones(`${label} 06-2327-5181`)).toEqual([
        { kind: 'tel', number: '06-2327-5181' },
        { kind: 'fax', number: '06-2327-5181' },
      ])
    }
    const r = extractFields('株式会社サクラ商事\n山田 太郎\nTEL/FAX 054-507-2107\n携帯 070-9224-2826\ntaro@sakura.jp')
    expect(r.fields).toMatchObject({ phone_number: '054-507-2107', mobile_number: '070-9224-2826' })
    // A TEL and a FAX each with a number stay apart.
    expect(findPhones('TEL 03-1234-5678 / FAX 03-1234-5679')).toEqual([
      { kind: 'tel', number: '03-1234-5678' },
      { kind: 'fax', number: '03-1234-5679' },
    ])
  })

  it('does not read the | between TEL and FAX as a last digit', () => {
    expect(findPhones('TEL : 076(951)1936 | Fax.076(107)3664')).toEqual([
      { kind: 'tel', number: '076-951-1936' },
      { kind: 'fax', number: '076-107-3664' },
    ])
  })

  it('reads the apostrophes a vertical card turns its dashes into', () => {
    expect(findPhones("電話098'572'9929")).toEqual([{ kind: 'tel', number: '098-572-9929' }])
  })

  it('splits two numbers run together when the label between them was lost', () => {
    expect(findPhones('代表 03-0805-8930 03-9589-4026')[0]).toEqual({ kind: 'tel', number: '03-0805-8930' })
  })
})
