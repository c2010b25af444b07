import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvBlob, csvField, csvFileName, toCsv } from '@/core/list/csv'

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180) and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('line1\nline2')).toBe('"line1\nline2"')
    expect(csvField('cr\r')).toBe('"cr\r"')
  })

  it('writes empty cells for null/undefined and text for numbers, booleans and dates', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(0)).toBe('0')
    expect(csvField(false)).toBe('false')
    expect(csvField(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z')
  })

  it('keeps spreadsheet formulas as text but leaves numbers and phone numbers alone', () => {
    expect(csvField('=SUM(A1:A3)')).toBe("'=SUM(A1:A3)")
    expect(csvField('@cmd')).toBe("'@cmd")
    expect(csvField('+HYPERLINK("x")')).toBe(`"'+HYPERLINK(""x"")"`)
    expect(csvField('-5')).toBe('-5')
    expect(csvField('+81 3-1234-5678')).toBe('+81 3-1234-5678')
    expect(csvField('03-1234-5678')).toBe('03-1234-5678')
  })

  it('builds a header row and CRLF-terminated records, Japanese text unchanged', () => {
    type Row = { name: string; kana: string; count: number | null }
    const rows: Row[] = [
      { name: '山田商事, 株式会社', kana: 'やまだしょうじ', count: 12 },
      { name: 'Sakura "Tech"', kana: 'さくら', count: null },
    ]
    const csv = toCsv(rows, [
      { header: '会社名', value: (r) => r.name },
      { header: 'Kana', value: (r) => r.kana },
      { header: 'Employees', value: (r) => r.count },
    ])
    expect(csv).toBe('会社名,Kana,Employees\r\n"山田商事, 株式会社",やまだしょうじ,12\r\n"Sakura ""Tech""",さくら,\r\n')
  })

  it('starts the file with a UTF-8 byte-order mark so Excel reads Japanese', async () => {
    const bytes = new Uint8Array(await csvBlob('名前\r\n').arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('名前\r\n')
    expect(CSV_BOM).toBe('\uFEFF')
  })

  it('names files with the date', () => {
    expect(csvFileName('companies', new Date('2026-11-22T10:00:00Z'))).toBe('companies-2026-11-22.csv')
    expect(csvFileName('会社 一覧', new Date('2026-11-22T10:00:00Z'))).toBe('会社-一覧-2026-11-22.csv')
  })
})
