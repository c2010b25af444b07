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

/** One billed line of an invoice made in the app (fixture invoices have only `service` and `total`). */
export const InvoiceItemSchema = v.object({
  description: v.pipe(v.string(), v.trim(), v.nonEmpty('Describe the item'), v.maxLength(200, 'Keep the description under 200 characters')),
  cost: v.pipe(v.number('Enter a cost'), v.finite('Enter a cost'), v.minValue(0, 'The cost cannot be negative'), v.maxValue(10_000_000, 'The cost is too large')),
  qty: v.pipe(v.number('Enter a quantity'), v.integer('Use a whole number'), v.minValue(1, 'At least 1'), v.maxValue(10_000, 'At most 10,000')),
})
export type InvoiceItem = v.InferOutput<typeof InvoiceItemSchema>

/** How invoices are stored: the payment details (and the lines, when made in the app) live inside the record. */
export type StoredInvoice = Invoice & { paymentDetails: PaymentDetails; items?: InvoiceItem[]; note?: string }

export type InvoiceList = { invoices: Invoice[]; totalInvoices: number }
/** `items` and `note` only for invoices made or edited in the app (beyond the spec). */
export type InvoiceDetail = { invoice: Invoice; paymentDetails: PaymentDetails; items?: InvoiceItem[]; note?: string }

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

/** The total of invoice lines, in cents-exact dollars. */
export const itemsTotal = (items: readonly { cost: number; qty: number }[]) => Math.round(items.reduce((sum, i) => sum + (Number.isFinite(i.cost) ? i.cost : 0) * (Number.isFinite(i.qty) ? i.qty : 0), 0) * 100) / 100

/** POST /api/apps/invoice and PUT /api/apps/invoice/:id (beyond the spec): client, dates, lines, note. */
export const InvoiceInputSchema = v.pipe(
  v.object({
    client: InvoiceClientSchema,
    issuedDate: isoDay,
    dueDate: isoDay,
    items: v.pipe(v.array(InvoiceItemSchema), v.minLength(1, 'Add at least one item'), v.maxLength(100, 'At most 100 items')),
    note: v.optional(v.pipe(v.string(), v.maxLength(1000, 'Keep the note under 1,000 characters'))),
  }),
  v.forward(v.check((i) => i.client.name.trim() !== '' && i.client.companyEmail.trim() !== '', 'Choose a client'), ['client']),
  v.forward(v.check((i) => i.dueDate.slice(0, 10) >= i.issuedDate.slice(0, 10), 'The due date is before the issue date'), ['dueDate']),
)
export type InvoiceInput = v.InferOutput<typeof InvoiceInputSchema>
