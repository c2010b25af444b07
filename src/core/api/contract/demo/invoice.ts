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
