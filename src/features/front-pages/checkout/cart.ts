import * as v from 'valibot'
import { MESSAGES, phoneField, requiredEmail, requiredText } from '@/core/api/contract/product/validators'
import type { Product } from '@/core/api/contract/demo/ecommerce'
import { TAX_RATE } from '../plans'

// The front checkout's cart (sample items from the demo shop) and its delivery address.

export type CartItem = { id: number; name: string; brand: string; image: string; price: number; quantity: number }
export type Delivery = 'standard' | 'express'

export const MAX_QUANTITY = 10
export const DELIVERY_PRICE: Record<Delivery, number> = { standard: 0, express: 15 }

/** "$1,299.00" → 1299. */
export const parsePrice = (text: string) => Number(text.replace(/[^\d.]/g, '')) || 0

export const toCartItem = (p: Product, quantity = 1): CartItem => ({ id: p.id, name: p.productName, brand: p.productBrand, image: p.image, price: parsePrice(p.price), quantity })

export function cartTotals(items: readonly CartItem[], delivery: Delivery) {
  const subtotal = Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100
  const shipping = items.length ? DELIVERY_PRICE[delivery] : 0
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100
  return { subtotal, shipping, tax, total: Math.round((subtotal + shipping + tax) * 100) / 100 }
}

/** A Japanese delivery address: postal code NNN-NNNN, prefecture, city and street. */
export const addressSchema = v.object({
  fullName: requiredText(80),
  email: requiredEmail,
  phone: v.pipe(phoneField, v.nonEmpty(MESSAGES.required)),
  postalCode: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.regex(/^\d{3}-?\d{4}$/, MESSAGES.postalCode)),
  prefecture: requiredText(20),
  city: requiredText(80),
  street: requiredText(200),
})
export const emptyAddress = { fullName: '', email: '', phone: '', postalCode: '', prefecture: '', city: '', street: '' }
