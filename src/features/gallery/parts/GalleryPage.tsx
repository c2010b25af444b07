import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { PageHeader } from '@/ui'

export type GallerySection = 'ui' | 'forms' | 'tables'

export type GalleryPageProps = {
  section: GallerySection
  title: ReactNode
  /** One line on what the part is for and where the product uses it. */
  intro: ReactNode
  children: ReactNode
  /** One column for wide examples (tables, editors); two from lg otherwise. */
  wide?: boolean
}

/** The frame every gallery page shares: header with its section, then a grid of live examples. */
export function GalleryPage({ section, title, intro, children, wide }: GalleryPageProps) {
  const { t } = useLingui()
  const sectionLabel = { ui: t`User interface`, forms: t`Forms`, tables: t`Tables` }[section]
  return (
    <>
      <PageHeader title={title} subtitle={intro} breadcrumbs={[{ label: sectionLabel }, { label: title }]} />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: wide ? '1fr' : { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' })}>
        {children}
      </div>
    </>
  )
}
