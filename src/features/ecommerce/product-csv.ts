import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CsvColumn } from '@/core/list/csv'
import type { Product } from '@/core/api/contract/demo/ecommerce'

export function useProductCsv(): CsvColumn<Product>[] {
  const { t } = useLingui()
  return useMemo<CsvColumn<Product>[]>(
    () => [
      { header: 'ID', value: (p) => p.id },
      { header: t`Product`, value: (p) => p.productName },
      { header: t`Brand`, value: (p) => p.productBrand },
      { header: t`Category`, value: (p) => p.category },
      { header: t`In stock`, value: (p) => (p.stock ? 1 : 0) },
      { header: t`SKU`, value: (p) => p.sku },
      { header: t`Price`, value: (p) => p.price },
      { header: t`Quantity`, value: (p) => p.qty },
      { header: t`Status`, value: (p) => p.status },
    ],
    [t],
  )
}
