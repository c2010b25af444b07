import { msg } from '@lingui/core/macro'
import type { NewProduct } from '@/core/api/contract/demo/ecommerce'
import { registerValidationMessages } from '@/ui/forms'

export const emptyProduct = (): NewProduct => ({
  productName: '',
  productBrand: '',
  sku: null as unknown as number,
  barcode: '',
  description: '',
  images: [],
  variants: [],
  price: null as unknown as number,
  discountPrice: null,
  qty: 0,
  stock: true,
  shipping: 'company',
  category: '' as NewProduct['category'],
  status: 'Published',
})

// The shared schema speaks English; the form shows these in the user's language.
registerValidationMessages({
  'Product name is required': msg`Enter the product's name`,
  'Brand is required': msg`Enter the brand`,
  'SKU must be a number': msg`Enter the SKU as a number`,
  'SKU must be a whole number': msg`The SKU is a whole number`,
  'SKU must be positive': msg`The SKU must be 1 or more`,
  'SKU is too long': msg`The SKU has at most 8 digits`,
  'Another product already has this SKU': msg`Another product already has this SKU`,
  'Barcode is digits only (up to 14)': msg`A barcode is digits only (up to 14)`,
  'Variant option is required': msg`Name the option (e.g. size)`,
  'Variant value is required': msg`Enter the option's value`,
  'At most 10 variants': msg`At most 10 variants`,
  'At most 4 images': msg`At most 4 images`,
  'An image is too large': msg`An image is too large (1.5 MB at most)`,
  'Price must be a number': msg`Enter the price`,
  'Price must be more than 0': msg`The price must be more than 0`,
  'Price is too high': msg`The price is too high`,
  'Discounted price must be a number': msg`Enter the discounted price as a number`,
  'Discounted price cannot be negative': msg`The discounted price cannot be negative`,
  'The discounted price must be below the price': msg`The discounted price must be below the price`,
  'Quantity must be a number': msg`Enter the quantity`,
  'Quantity must be a whole number': msg`The quantity is a whole number`,
  'Quantity cannot be negative': msg`The quantity cannot be negative`,
  'Choose a category': msg`Choose a category`,
  'Choose a status': msg`Choose a status`,
})

/** Reads picked files as data: URLs (the demo server keeps them in IndexedDB). */
export function readImages(files: FileList | File[]): Promise<string[]> {
  return Promise.all(
    [...files].map(
      (file) =>
        new Promise<string>((resolve, reject) => {
          const reader = new FileReader()
          reader.onload = () => resolve(String(reader.result))
          reader.onerror = () => reject(reader.error ?? new Error('read failed'))
          reader.readAsDataURL(file)
        }),
    ),
  )
}

export const MAX_IMAGE_BYTES = 1_500_000
