// Payment-card checks shared by the demo forms (register billing, checkout) and the demo server.

/** Luhn check: catches most mistyped card numbers. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return /^\d+$/.test(digits) && digits.length >= 13 && digits.length <= 19 && sum % 10 === 0
}

/** MM/YY not before this month. */
export function expiryValid(text: string, now = new Date()): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim())
  if (!m) return false
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  if (month < 1 || month > 12) return false
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
}
