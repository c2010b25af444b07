import { lazy } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Skeleton } from '@/ui'
import { EditorOnDemand } from '@/ui/editor/EditorOnDemand'

// Tiptap (~120 KB gzip) loads when the user starts writing, not with the page: the add page stays
// within its first-visit budget. Hovering or focusing the box starts the download early.
const loadEditor = () => import('@/ui/editor/RichTextEditor')
const RichTextEditor = lazy(loadEditor)

const placeholderText = css({ display: 'block', py: '2', color: 'fg.subtle' })

/** The product description: a plain box until clicked, then the rich-text editor with the cursor in it. */
export function DescriptionField({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const { t } = useLingui()
  const placeholder = t`What the customer should know about it…`
  return (
    <EditorOnDemand
      label={t`Description`}
      action={t`Write the description`}
      preview={<span className={placeholderText}>{placeholder}</span>}
      preload={loadEditor}
      fallback={<Skeleton height="10rem" />}
      minHeight="10rem"
      defaultOpen={value !== ''}
    >
      <RichTextEditor label={t`Description`} placeholder={placeholder} value={value} onChange={onChange} />
    </EditorOnDemand>
  )
}
