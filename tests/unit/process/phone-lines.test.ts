import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { readPhones } from '../../../src/features/process/analysis/extract-contacts'

// Phone numbers as the reader returns them when a label or a line break falls inside them (issue 19).
describe('phone lines', () => {
  it('takes the one number of a "TEL + FAX" label as the phone, not the mobile below it', () => {
    const { fields } = extractFields(['熊谷 大和', 'TEL + FAX +81-263-01-7989', 'M.+81-70-3922-7870'].join('\n'))
    expect(fields.phone_number).toBe('0263-01-7989')
    expect(fields.mobile_number).toBe('070-3922-7870')
  })

  it('reads a number cut over two lines at a dash as one, and keeps the fax after it apart', () => {
    const { fields } = extractFields(['寺島 薫', '電話048一436一', '5652・F048一674ー9825', 'Email: k.terashima50@example.co.jp'].join('\n'))
    expect(fields.phone_number).toBe('048-436-5652')
    expect(fields.fax_number).toBe('048-674-9825')
  })

  it('reads a number whose label and area code stand on the line above', () => {
    expect(extractFields(['濱口 沙織', 'TEL:082', '一705一4829'].join('\n')).fields.phone_number).toBe('082-705-4829')
  })

  it('does not join a whole number with digits on the next line', () => {
    expect(extractFields(['TEL 03-1234-5678', '100-0005 東京都千代田区丸の内1-2-3'].join('\n')).fields.phone_number).toBe('03-1234-5678')
    expect(readPhones('TEL 03-1234-5678').hits).toHaveLength(1)
  })
})
