import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { IconChevronRight } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'

export type Breadcrumb = { label: ReactNode; href?: string }

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode
  subtitle?: ReactNode
  /** Trail above the title; the last crumb is the current page (no link). */
  breadcrumbs?: readonly Breadcrumb[]
  /** Buttons on the inline end (wrap under the title on phones). */
  actions?: ReactNode
}

export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  const { t } = useLingui()
  return (
    <header className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap', mb: '6' })}>
      <div className={css({ minW: '0' })}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label={t`Breadcrumb`}>
            <ol className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', listStyle: 'none', p: '0', m: '0', mb: '1', fontSize: 'sm', color: 'fg.muted' })}>
              {breadcrumbs.map((crumb, i) => {
                const last = i === breadcrumbs.length - 1
                return (
                  <li key={i} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
                    {crumb.href && !last ? (
                      <Link href={crumb.href} className={css({ color: 'fg.muted', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })}>
                        {crumb.label}
                      </Link>
                    ) : (
                      <span aria-current={last ? 'page' : undefined} className={css({ color: last ? 'fg' : 'fg.muted' })}>
                        {crumb.label}
                      </span>
                    )}
                    {!last && <IconChevronRight aria-hidden="true" className="flip-rtl" size={14} />}
                  </li>
                )
              })}
            </ol>
          </nav>
        )}
        <h1 className={css({ fontSize: { base: '1.375rem', md: '1.5rem' }, fontWeight: 'semibold', lineHeight: '1.3', m: '0', color: 'fg', wordBreak: 'keep-all', overflowWrap: 'anywhere' })}>{title}</h1>
        {subtitle && <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>{subtitle}</p>}
      </div>
      {actions && <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>{actions}</div>}
    </header>
  )
}
