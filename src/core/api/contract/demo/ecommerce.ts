import * as v from 'valibot'

// Demo shop records (spec §3, §4) as served by /api/apps/ecommerce/*.

export const PRODUCT_CATEGORIES = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const
export const PRODUCT_STATUSES = ['Inactive', 'Published', 'Scheduled'] as const
export const REVIEW_STATUSES = ['Published', 'Pending'] as const
export const REFERRAL_STATUSES = ['Paid', 'Unpaid', 'Rejected'] as const
export const ORDER_STATUSES = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const
export const PAYMENT_METHODS = ['paypalLogo', 'mastercard'] as const

export const ProductSchema = v.object({
  id: v.number(),
  productName: v.string(),
  productBrand: v.string(),
  category: v.picklist(PRODUCT_CATEGORIES),
  status: v.picklist(PRODUCT_STATUSES),
  /** In stock or not. */
  stock: v.boolean(),
  /** Text with a currency sign, e.g. "$999.00". */
  price: v.string(),
  qty: v.number(),
  sku: v.number(),
  image: v.string(),
})
export type Product = v.InferOutput<typeof ProductSchema>

const trimmed = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters`))

/** One variant row of a new product, e.g. { option: 'Size', value: 'M' }. */
export const ProductVariantSchema = v.object({ option: trimmed(40, 'Variant option is required'), value: trimmed(60, 'Variant value is required') })

/**
 * POST /api/apps/ecommerce/products (beyond the spec, which shows none). The list fields come out as
 * a `Product`; the rest (description, images, variants, discount, shipping) is kept with it.
 * `images` are data: URLs read from the user's files (at most 4, about 1.5 MB each).
 */
export const NewProductSchema = v.object({
  productName: trimmed(80, 'Product name is required'),
  productBrand: trimmed(60, 'Brand is required'),
  sku: v.pipe(v.number('SKU must be a number'), v.integer('SKU must be a whole number'), v.minValue(1, 'SKU must be positive'), v.maxValue(99999999, 'SKU is too long')),
  barcode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,14}$/, 'Barcode is digits only (up to 14)')), ''),
  description: v.optional(v.pipe(v.string(), v.maxLength(20000, 'Description is too long')), ''),
  images: v.optional(v.pipe(v.array(v.pipe(v.string(), v.startsWith('data:image/', 'Images must be image files'), v.maxLength(2_000_000, 'An image is too large'))), v.maxLength(4, 'At most 4 images')), []),
  variants: v.optional(v.pipe(v.array(ProductVariantSchema), v.maxLength(10, 'At most 10 variants')), []),
  price: v.pipe(v.number('Price must be a number'), v.minValue(0.01, 'Price must be more than 0'), v.maxValue(1_000_000, 'Price is too high')),
  discountPrice: v.optional(v.nullable(v.pipe(v.number('Discounted price must be a number'), v.minValue(0, 'Discounted price cannot be negative'))), null),
  qty: v.pipe(v.number('Quantity must be a number'), v.integer('Quantity must be a whole number'), v.minValue(0, 'Quantity cannot be negative')),
  stock: v.boolean(),
  shipping: v.optional(v.picklist(['seller', 'company']), 'company'),
  category: v.picklist(PRODUCT_CATEGORIES, 'Choose a category'),
  status: v.picklist(PRODUCT_STATUSES, 'Choose a status'),
})
export type NewProduct = v.InferInput<typeof NewProductSchema>
export type ProductDetail = Product & Required<Pick<v.InferOutput<typeof NewProductSchema>, 'barcode' | 'description' | 'images' | 'variants' | 'discountPrice' | 'shipping'>>

export const ReviewSchema = v.object({
  id: v.number(),
  product: v.string(),
  companyName: v.string(),
  productImage: v.string(),
  reviewer: v.string(),
  email: v.string(),
  avatar: v.string(),
  /** ISO date (YYYY-MM-DD). */
  date: v.string(),
  status: v.picklist(REVIEW_STATUSES),
  /** Rating 1 to 5. */
  review: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  head: v.string(),
  para: v.string(),
})
export type Review = v.InferOutput<typeof ReviewSchema>

export const ReferralSchema = v.object({
  id: v.number(),
  user: v.string(),
  email: v.string(),
  avatar: v.string(),
  referredId: v.number(),
  status: v.picklist(REFERRAL_STATUSES),
  /** Currency text, e.g. "$2,180". */
  value: v.string(),
  /** Currency text, e.g. "$240". */
  earning: v.string(),
})
export type Referral = v.InferOutput<typeof ReferralSchema>

export const OrderSchema = v.object({
  id: v.number(),
  /** Order number: the lookup key of GET /orders/{order}. */
  order: v.number(),
  customer: v.string(),
  email: v.string(),
  /** May be empty: the UI then shows initials. */
  avatar: v.string(),
  /** Payment state 1 to 4. */
  payment: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  status: v.picklist(ORDER_STATUSES),
  spent: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  /** ISO date (YYYY-MM-DD). */
  date: v.string(),
  /** HH:MM, 24 h. */
  time: v.string(),
  /** Last four digits of the card or wallet account. */
  methodNumber: v.number(),
})
export type Order = v.InferOutput<typeof OrderSchema>

export const CustomerSchema = v.object({
  id: v.number(),
  customer: v.string(),
  /** Six digits. */
  customerId: v.number(),
  email: v.string(),
  country: v.string(),
  countryFlag: v.string(),
  countryCode: v.string(),
  /** Number of orders. */
  order: v.number(),
  totalSpent: v.number(),
  avatar: v.string(),
})
export type Customer = v.InferOutput<typeof CustomerSchema>

/** GET /customers/{customerId} adds these two (spec §3). */
export type CustomerDetail = Customer & { status: 'Active'; contact: string }
export const CUSTOMER_CONTACT = '+1 (555) 010-0199'

export type ProductList = { products: Product[]; total: number }
export type OrderList = { orders: Order[]; total: number }
export type CustomerList = { customers: Customer[]; total: number }
export type ReviewList = { reviews: Review[]; total: number }
export type ReferralList = { referrals: Referral[]; total: number }

/** Sort keys each list accepts (spec §7). */
export const PRODUCT_SORTS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const
export const ORDER_SORTS = ['order', 'customers', 'date', 'status', 'spent'] as const
export const CUSTOMER_SORTS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const
export const REVIEW_SORTS = ['product', 'reviewer', 'date', 'status'] as const
export const REFERRAL_SORTS = ['users', 'referred-id', 'earning', 'value', 'status'] as const

/** Number out of currency text ("$1,299.50" -> 1299.5); NaN-free: unknown text is 0. */
export function currencyValue(text: string): number {
  const n = Number(text.replace(/[^0-9.-]/g, ''))
  return Number.isFinite(n) ? n : 0
}
