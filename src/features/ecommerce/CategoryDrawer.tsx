import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { css } from 'styled-system/css'
import { CATEGORY_STATUSES, CategoryInputSchema, slugify, type CategoryInput, type CategoryRow } from '@/core/api/contract/demo/categories'
import { demoApi } from '@/core/api/client'
import { FormActions, Drawer, FormAlert, FormField, Input, Select, Textarea, confirm, registerValidationMessages, toast, useFormOnOpen } from '@/ui'
import { shopApi } from './api'
import { CategoryThumb } from './CategoryThumb'
import { CATEGORY_STATUS_LABELS } from './labels'

registerValidationMessages({
  'Enter a category name': msg`Enter a category name`,
  'Keep the name under 60 characters': msg`Keep the name under 60 characters`,
  'Keep the slug under 60 characters': msg`Keep the slug under 60 characters`,
  'Use lowercase letters, digits and single hyphens': msg`Use lowercase letters, digits and single hyphens`,
  'Choose a parent category': msg`Choose a parent category`,
  'Keep the description under 500 characters': msg`Keep the description under 500 characters`,
  'A category with this name already exists': msg`A category with this name already exists`,
  'Another category uses this slug': msg`Another category uses this slug`,
  'A category cannot sit inside itself': msg`A category cannot sit inside itself`,
  'Category not found': msg`This category no longer exists`,
})

type Props = {
  /** The category to edit, `'new'` to add one, null when closed. */
  category: CategoryRow | 'new' | null
  /** Every category, for the parent picker. */
  all: readonly CategoryRow[]
  onClose: () => void
  onSaved: () => void
}

const blank = (): CategoryInput => ({ name: '', slug: '', parentId: null, description: '', status: 'Published' })

/** Add or edit a product category in a drawer: name, slug, parent, description, status. */
export function CategoryDrawer({ category, all, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const editing = category && category !== 'new' ? category : null
  const form = useFormOnOpen(CategoryInputSchema, category, () =>
    editing ? { name: editing.name, slug: editing.slug, parentId: editing.parentId, description: editing.description, status: editing.status } : blank(),
  )

  const close = async () => {
    if (form.dirty && !form.submitting && !(await confirm({ title: t`Discard your changes?`, message: t`What you typed will be lost.`, confirmLabel: t`Discard`, danger: true }))) return
    onClose()
  }
  const submit = form.handleSubmit(async (input) => {
    const path = editing ? `${shopApi.categories}/${editing.id}` : shopApi.categories
    await demoApi(path, { method: editing ? 'PUT' : 'POST', body: input })
    toast.success(editing ? t`Category saved` : t`Category added`, { description: input.name })
    onSaved()
    onClose()
  })
  const name = String(form.values.name ?? '')
  const parents = all.filter((c) => c.id !== editing?.id)

  return (
    <Drawer
      open={category !== null}
      onOpenChange={(open) => (open ? undefined : void close())}
      size="md"
      title={editing ? t`Edit category` : t`Add category`}
      description={t`Fields marked * are required.`}
      footer={<FormActions formId="category-form" saveLabel={<Trans>Save category</Trans>} submitting={form.submitting} onCancel={() => void close()} />}
    >
      <form id="category-form" noValidate onSubmit={(e) => void submit(e)} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormAlert message={form.formError} />
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <CategoryThumb name={name || '?'} size={56} />
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>The picture is drawn from the name.</Trans>
          </span>
        </div>
        <FormField label={t`Name`} required errors={form.errorsOf('name')}>
          <Input {...form.field('name')} autoComplete="off" />
        </FormField>
        <FormField label={t`Slug`} hint={t`Used in the shop's web address. Left empty: ${slugify(name) || t`made from the id`}.`} errors={form.errorsOf('slug')}>
          <Input {...form.field('slug')} autoComplete="off" dir="ltr" />
        </FormField>
        <FormField label={t`Parent category`} errors={form.errorsOf('parentId')}>
          <Select
            value={form.values.parentId == null ? '' : String(form.values.parentId)}
            onChange={(e) => form.setValue('parentId', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            placeholder={t`None (top level)`}
            options={parents.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </FormField>
        <FormField label={t`Description`} errors={form.errorsOf('description')}>
          <Textarea {...form.field('description')} rows={4} />
        </FormField>
        <FormField label={t`Status`} errors={form.errorsOf('status')}>
          <Select {...form.field('status')} options={CATEGORY_STATUSES.map((s) => ({ value: s, label: i18n._(CATEGORY_STATUS_LABELS[s]) }))} />
        </FormField>
      </form>
    </Drawer>
  )
}
