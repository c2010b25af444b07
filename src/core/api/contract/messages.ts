// The English texts of the shared validation rules: schemas, the demo server's 400s and the forms'
// translations (src/ui/forms/validation-messages.ts) all name them from here.
export const MESSAGES = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  phone: 'Enter a Japanese phone number, e.g. 03-1234-5678 or 090-1234-5678',
  postalCode: 'Enter a postal code as NNN-NNNN',
  kana: 'Use hiragana or katakana only',
  corporateNumber: 'A corporate number has 13 digits',
  url: 'Enter a full web address starting with http:// or https://',
  date: 'Enter a date as YYYY-MM-DD',
  tooLong: 'This is too long',
  positive: 'Enter a whole number of 0 or more',
} as const
