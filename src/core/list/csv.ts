// CSV export (RFC 4180): fields with a comma, quote, CR or LF are quoted and quotes doubled; lines
// end with CRLF. A UTF-8 byte-order mark makes Excel read Japanese text correctly.

export type CsvColumn<T> = {
  header: string
  value: (row: T) => unknown
}

const NEEDS_QUOTES = /[",\r\n]/
// Spreadsheet apps run cells starting with these as formulas; a leading apostrophe keeps them text.
// Numbers and phone numbers ("-5", "+81 3-1234-5678") are left alone.
const FORMULA_START = /^(?:[=@\t\r]|[+-][^\d\s.])/

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(','))
  return lines.join('\r\n') + '\r\n'
}

export const CSV_BOM = '\uFEFF'

export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' })
}

/** "companies-2026-11-22.csv" */
export function csvFileName(base: string, date = new Date()): string {
  const day = date.toISOString().slice(0, 10)
  return `${base.replace(/[^\p{L}\p{N}_-]+/gu, '-')}-${day}.csv`
}

/** Saves a Blob as a file through a temporary link (works offline; no server round trip). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 1000)
}

export function downloadCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], baseName: string): void {
  downloadBlob(csvBlob(toCsv(rows, columns)), csvFileName(baseName))
}
