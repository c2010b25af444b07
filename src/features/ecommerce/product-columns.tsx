import { useMemo } from 'react'
import { IconPhoto } from '@tabler/icons-react'
import type { ColumnDef } from '@tanstack/react-table'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Product } from '@/core/api/contract/demo/ecommerce'
import { Badge } from '@/ui'
import { RecordRowActions, actionsColumn } from '@/ui/record'
import { CATEGORY_LABELS, PRODUCT_STATUS_LABELS, PRODUCT_STATUS_TONES } from './labels'
import { money } from '@/core/i18n/demo-format'

const productCell = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '14rem' })
const thumb = css({ w: '10', h: '10', flexShrink: 0, display: 'flex', borderRadius: 'md', bg: 'bg.muted', objectFit: 'contain', p: '1' })
const nameStack = css({ display: 'flex', flexDirection: 'column', minW: 0 })

/** Product table columns; each sortable column id is the server's sortBy name (spec §7). */
export function useProductColumns(onDelete: (p: Product) => void): ColumnDef<Product>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<Product>[]>(
    () => [
      {
        id: 'product',
        header: t`Product`,
        cell: ({ row: { original: p } }) => (
          <div className={productCell}>
            {p.image ? <img className={thumb} src={p.image} alt="" loading="lazy" /> : <span className={thumb} aria-hidden><IconPhoto size={24} className={css({ color: 'fg.subtle', m: 'auto' })} /></span>}
            <div className={nameStack}>
              <span className={css({ fontWeight: 'medium' })}>{p.productName}</span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{p.productBrand}</span>
            </div>
          </div>
        ),
      },
      { id: 'category', header: t`Category`, cell: ({ row }) => i18n._(CATEGORY_LABELS[row.original.category]) },
      {
        id: 'stock',
        header: t`Stock`,
        enableSorting: false,
        cell: ({ row }) => (row.original.stock ? <Badge tone="success">{t`In stock`}</Badge> : <Badge tone="neutral">{t`Out of stock`}</Badge>),
      },
      { id: 'sku', header: t`SKU`, meta: { nowrap: true, hideBelow: 'lg' }, cell: ({ row }) => <bdi>{row.original.sku}</bdi> },
      { id: 'price', header: t`Price`, meta: { align: 'end', nowrap: true }, cell: ({ row }) => money(i18n, row.original.price) },
      { id: 'qty', header: t`Quantity`, meta: { align: 'end' }, cell: ({ row }) => i18n.number(row.original.qty) },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row }) => <Badge tone={PRODUCT_STATUS_TONES[row.original.status]}>{i18n._(PRODUCT_STATUS_LABELS[row.original.status])}</Badge>,
      },
      actionsColumn((p) => <RecordRowActions name={p.productName} onDelete={() => onDelete(p)} />),
    ],
    [t, i18n, onDelete],
  )
}
