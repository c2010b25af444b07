import * as v from 'valibot'

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const
export const INVOICE_SORTS = ['client', 'total', 'id', 'date', 'balance'] as const

export const InvoiceClientSchema = v.object({
  address: v.string(),
  company: v.string(),
  companyEmail: v.string(),
  country: v.string(),
  contact: v.string(),
  name: v.string(),
})
export type InvoiceClient = v.InferOutput<typeof InvoiceClientSchema>

export const PaymentDetailsSchema = v.object({
  totalDue: v.string(),
  bankName: v.string(),
  country: v.string(),
  iban: v.string(),
  swiftCode: v.string(),
})
export type PaymentDetails = v.InferOutput<typeof PaymentDetailsSchema>

export const InvoiceSchema = v.object({
  /** From 4987 upward. */
  id: v.number(),
  /** ISO date (YYYY-MM-DD). */
  issuedDate: v.string(),
  dueDate: v.string(),
  client: InvoiceClientSchema,
  service: v.string(),
  total: v.number(),
  avatar: v.string(),
  invoiceStatus: v.picklist(INVOICE_STATUSES),
  /** Negative when the client overpaid. */
  balance: v.number(),
})
export type Invoice = v.InferOutput<typeof InvoiceSchema>

/** How invoices are stored: the payment details live inside the record (no shared documents). */
export type StoredInvoice = Invoice & { paymentDetails: PaymentDetails }

export type InvoiceList = { invoices: Invoice[]; totalInvoices: number }
export type InvoiceDetail = { invoice: Invoice; paymentDetails: PaymentDetails }

/** An ISO day, YYYY-MM-DD (a time part is allowed and ignored). */
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Use a date as YYYY-MM-DD'), v.check((s) => !Number.isNaN(Date.parse(s.slice(0, 10))), 'Not a real date'))

/**
 * `selectedDateRange` on GET /api/apps/invoice. Sent either as JSON in one parameter
 * (`selectedDateRange={"start":"2026-01-01","end":"2026-01-31"}`, what ofetch does with an object)
 * or as bracket keys (`selectedDateRange[start]=…&selectedDateRange[end]=…`). Either end may be left out.
 */
export const DateRangeSchema = v.object({
  start: v.optional(v.union([isoDay, v.literal(''), v.null()])),
  end: v.optional(v.union([isoDay, v.literal(''), v.null()])),
})
export type DateRange = v.InferOutput<typeof DateRangeSchema>

export const PAYMENT_METHODS = ['Cash', 'Bank transfer', 'Debit card', 'Credit card', 'PayPal'] as const

/** POST /api/apps/invoice/:id/payments (beyond the spec): the amount is taken off the balance. */
export const InvoicePaymentSchema = v.object({
  amount: v.pipe(v.number('Enter an amount'), v.finite('Enter an amount'), v.minValue(0.01, 'The amount must be more than zero')),
  date: isoDay,
  method: v.picklist(PAYMENT_METHODS, 'Choose a payment method'),
  note: v.optional(v.pipe(v.string(), v.maxLength(500, 'Keep the note under 500 characters'))),
})
export type InvoicePayment = v.InferOutput<typeof InvoicePaymentSchema>

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('Enter an e-mail address'), v.email('Enter a valid e-mail address'))

/** POST /api/apps/invoice/:id/send (beyond the spec): a draft becomes Sent. */
export const InvoiceSendSchema = v.object({
  to: email,
  subject: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a subject'), v.maxLength(200, 'Keep the subject under 200 characters')),
  message: v.pipe(v.string(), v.maxLength(5000, 'Keep the message under 5,000 characters')),
})
export type InvoiceSend = v.InferOutput<typeof InvoiceSendSchema>
