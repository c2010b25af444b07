import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { parsePhone, readPhones } from '../../../src/features/process/analysis/extract-contacts'
import { doubtfulFields } from '../../../src/features/process/analysis/field-confidence'

// Phone numbers as the reader returns them when a label or a line break falls inside them (issue 19).
describe('phone lines', () => {
  it('takes the one number of a "TEL + FAX" label as the phone, not the mobile below it', () => {
    const { fields } = extractFields(['熊谷 大和', 'TEL + FAX +81-263-01-7989', 'M.+81-70-3922-7870'].join('\n'))
    expect(fields.phone_number).toBe('0263-01-7989')
    expect(fields.mobile_number).toBe('070-3922-7870')
  })

  it('puts back a labelled number’s leading 0, lost or read as 9, and flags it for the office', () => {
    const lost = ['舘野 翼', 'TEI     263-28-7501', 'Email: mtateno@jma-assoc.or.jp']
    expect(extractFields(lost.join('\n')).fields.phone_number).toBe('0263-28-7501')
    const nine = ['代表取締役', 'TEL9263一62ー3057']
    expect(extractFields(nine.join('\n')).fields.phone_number).toBe('0263-62-3057')
    const { fields } = extractFields(lost.join('\n'))
    expect(
      doubtfulFields(
        fields,
        lost.map((text) => ({ text, confidence: 95 })),
      ),
    ).toContain('phone_number')
    // Unlabelled digits are no number; a number read whole is not flagged for it; a mobile lost its 0 is not made up.
    expect(readPhones('263-28-7501').hits).toEqual([])
    expect(readPhones('TEL 90-1234-5678').hits).toEqual([])
    const intl = ['舘野 翼', 'TEL +81-263-28-7501']
    expect(doubtfulFields(extractFields(intl.join('\n')).fields, intl.map((text) => ({ text, confidence: 95 })))).not.toContain('phone_number')
    const whole = ['舘野 翼', 'TEL 0263-28-7501']
    expect(
      doubtfulFields(
        extractFields(whole.join('\n')).fields,
        whole.map((text) => ({ text, confidence: 95 })),
      ),
    ).not.toContain('phone_number')
  })

  it('never takes the fax or the mobile for a phone whose own digits were lost (FAX read as TAX or F+81, TEL as IEL)', () => {
    const tax = ['緒方 康平', '1四.076- 7695 TAX 076 968-9979', 'Cell 080-0239 0299', 'mail : kogata@wakamatsu-tax.jp']
    const taxed = extractFields(tax.join('\n')).fields
    expect(taxed.phone_number).toBe('')
    expect(taxed.fax_number).toBe('076-968-9979')
    expect(taxed.mobile_number).toBe('080-0239-0299')
    const iel = ['菅原 光太郎', 'IELUZ =O T—9338 + FO27T~332~7987', '携帯070一6210一3511']
    expect(extractFields(iel.join('\n')).fields.phone_number).toBe('')
    const plus = ['佐々木 啓介', 'F+81-76-754-9683', '代表+81-76-173-0615', '携帯:+81-80-5009-3708']
    expect(extractFields(plus.join('\n')).fields).toMatchObject({ phone_number: '076-173-0615', fax_number: '076-754-9683', mobile_number: '080-5009-3708' })
    // A URL holding "tax" is no label.
    expect(readPhones('www.wakamatsu-tax.jp').hits).toEqual([])
  })

  it('reads a dash read as 二 between Latin digits, and an area code whose 0 was read three times (flagged)', () => {
    expect(extractFields(['菅原 慎之介', '携帯:080一5346二7776'].join('\n')).fields.phone_number).toBe('080-5346-7776')
    // Not where it would cut a group in two.
    expect(readPhones('TEL 03-1二34-5678').hits).toEqual([])
    const zeros = ['小鳥遊 周平', 'TO0O76一430一6398', 'Mail takanashi.shuhei@mirai-sosei.or.jp']
    const { fields } = extractFields(zeros.join('\n'))
    expect(fields.phone_number).toBe('076-430-6398')
    expect(doubtfulFields(fields, zeros.map((text) => ({ text, confidence: 95 })))).toContain('phone_number')
    // Read twice as a letter and a digit, with a gap after them, or after a one-letter label: no number starts 00.
    for (const line of ['TEL.O0 27ー990一8074', 'T0O27-990-8074']) {
      const twice = ['桑原周平', line, 'mail : kuwabara.shuhei@minato-nw.co.jp']
      const read = extractFields(twice.join('\n')).fields
      expect(read.phone_number).toBe('027-990-8074')
      expect(doubtfulFields(read, twice.map((text) => ({ text, confidence: 95 })))).toContain('phone_number')
    }
    expect(parsePhone('0027-990-8074')).toBeUndefined()
    // Full-width digits spaced out, the first group too: the dashes say the groups.
    expect(parsePhone('0 26 3ー76一8553')).toBe('0263-76-8553')
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
