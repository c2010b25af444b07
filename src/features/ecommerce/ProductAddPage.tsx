import { IconPlus, IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import { pathFor } from '@/core/routing/paths'
import { NewProductSchema, PRODUCT_CATEGORIES, PRODUCT_STATUSES, type Product } from '@/core/api/contract/demo/ecommerce'
import { Button, ButtonLink, Card, FormAlert, FormField, IconButton, Input, RadioGroup, Select, Switch, toast, useForm, useUnsavedChangesGuard } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { CATEGORY_LABELS, PRODUCT_STATUS_LABELS } from './labels'
import { emptyProduct } from './product-form'
import { ProductImages } from './ProductImages'
import { DescriptionField } from './DescriptionField'
import { shopApi } from './api'

const layout = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' })
const stack = css({ display: 'grid', gap: '6', minW: 0 })
const two = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } })
const variantRow = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'end', mb: '3' })

/** Route `apps-ecommerce-product-add`: the new product's details, pictures, variants, price, stock and category; saved to the demo server. */
export default function ProductAddPage() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const form = useForm(NewProductSchema, emptyProduct())
  useUnsavedChangesGuard(form.dirty && !form.submitting)
  const listHref = pathFor('apps-ecommerce-product-list')
  const variants = form.values.variants ?? []

  const submit = form.handleSubmit(async (input) => {
    const made = await demoApi<Product>(shopApi.products, { method: 'POST', body: input })
    toast.success(t`Product added`, { description: made.productName })
    form.reset(emptyProduct())
    navigate(`${listHref}?q=${encodeURIComponent(made.productName)}`)
  })
  const text = (name: 'productName' | 'productBrand' | 'barcode', label: string, extra: { required?: boolean; hint?: string; numeric?: boolean } = {}) => (
    <FormField label={label} required={extra.required} hint={extra.hint} errors={form.errorsOf(name)}>
      {(props) => <Input {...props} {...form.field(name)} inputMode={extra.numeric ? 'numeric' : undefined} dir={extra.numeric ? 'ltr' : undefined} autoComplete="off" />}
    </FormField>
  )
  const number = (name: 'sku' | 'price' | 'discountPrice' | 'qty', label: string, extra: { required?: boolean; hint?: string; money?: boolean } = {}) => (
    <FormField label={label} required={extra.required} hint={extra.hint} errors={form.errorsOf(name)}>
      {(props) => <Input {...props} {...form.field(name, { as: 'number' })} type="number" inputMode={extra.money ? 'decimal' : 'numeric'} step={extra.money ? '0.01' : '1'} min={0} dir="ltr" startElement={extra.money ? '$' : undefined} />}
    </FormField>
  )

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <PageHeader
        title={<Trans>Add product</Trans>}
        subtitle={<Trans>Fields marked * are required.</Trans>}
        breadcrumbs={[{ label: <Trans>Products</Trans>, href: listHref }, { label: <Trans>Add product</Trans> }]}
        actions={
          <>
            <ButtonLink href={listHref} variant="outline" tone="neutral"><Trans>Cancel</Trans></ButtonLink>
            <Button type="submit" loading={form.submitting}><Trans>Publish product</Trans></Button>
          </>
        }
      />
      <FormAlert message={form.formError} />
      <div className={layout}>
        <div className={stack}>
          <Card title={t`Product information`}>
            <div className={css({ display: 'grid', gap: '4' })}>
              {text('productName', t`Name`, { required: true })}
              <div className={two}>
                {text('productBrand', t`Brand`, { required: true })}
                {number('sku', t`SKU`, { required: true })}
              </div>
              {text('barcode', t`Barcode`, { numeric: true, hint: t`Digits only, e.g. 4901234567894` })}
              <FormField label={t`Description`} errors={form.errorsOf('description')}>
                {() => <DescriptionField value={form.values.description ?? ''} onChange={(html) => form.setValue('description', html)} />}
              </FormField>
            </div>
          </Card>
          <Card title={t`Pictures`}>
            <ProductImages value={form.values.images ?? []} onChange={(images) => form.setValue('images', images)} errors={form.errorsOf('images')} />
          </Card>
          <Card title={t`Variants`} subtitle={t`Options the customer picks from, such as size or colour.`}>
            {variants.map((row, i) => (
              <div key={i} className={variantRow}>
                <FormField label={t`Option`} errors={form.errorsOf(`variants.${i}.option`)}>
                  {(props) => <Input {...props} value={row.option} placeholder={t`Size`} onChange={(e) => form.setValue('variants', variants.map((r, j) => (j === i ? { ...r, option: e.currentTarget.value } : r)))} onBlur={() => form.touch('variants')} />}
                </FormField>
                <FormField label={t`Value`} errors={form.errorsOf(`variants.${i}.value`)}>
                  {(props) => <Input {...props} value={row.value} placeholder="M" onChange={(e) => form.setValue('variants', variants.map((r, j) => (j === i ? { ...r, value: e.currentTarget.value } : r)))} onBlur={() => form.touch('variants')} />}
                </FormField>
                <IconButton label={t`Remove variant ${i + 1}`} onClick={() => form.setValue('variants', variants.filter((_, j) => j !== i))}>
                  <IconTrash />
                </IconButton>
              </div>
            ))}
            <Button variant="outline" startIcon={<IconPlus />} disabled={variants.length >= 10} onClick={() => form.setValue('variants', [...variants, { option: '', value: '' }])}>
              <Trans>Add variant</Trans>
            </Button>
          </Card>
        </div>
        <div className={stack}>
          <Card title={t`Pricing`}>
            <div className={css({ display: 'grid', gap: '4' })}>
              {number('price', t`Price`, { required: true, money: true })}
              {number('discountPrice', t`Discounted price`, { money: true, hint: t`Leave empty for no discount.` })}
            </div>
          </Card>
          <Card title={t`Inventory`}>
            <div className={css({ display: 'grid', gap: '4' })}>
              {number('qty', t`Quantity`, { required: true })}
              <Switch label={t`In stock`} checked={form.values.stock} onCheckedChange={(on) => form.setValue('stock', on)} />
              <RadioGroup
                label={t`Shipping`}
                value={form.values.shipping ?? 'company'}
                onValueChange={(v) => form.setValue('shipping', v as 'seller' | 'company')}
                options={[
                  { value: 'company', label: t`Shipped by us`, hint: t`We pack and send it from our warehouse.` },
                  { value: 'seller', label: t`Shipped by the seller`, hint: t`The maker sends it straight to the customer.` },
                ]}
              />
            </div>
          </Card>
          <Card title={t`Organize`}>
            <div className={css({ display: 'grid', gap: '4' })}>
              <FormField label={t`Category`} required errors={form.errorsOf('category')}>
                {(props) => <Select {...props} {...form.field('category')} placeholder={t`Choose a category`} options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: i18n._(CATEGORY_LABELS[c]) }))} />}
              </FormField>
              <FormField label={t`Status`} required errors={form.errorsOf('status')}>
                {(props) => <Select {...props} {...form.field('status')} options={PRODUCT_STATUSES.map((s) => ({ value: s, label: i18n._(PRODUCT_STATUS_LABELS[s]) }))} />}
              </FormField>
            </div>
          </Card>
        </div>
      </div>
    </form>
  )
}
