import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'

type DivProps = HTMLAttributes<HTMLDivElement>

export type CardProps = DivProps & {
  /** Optional header: a title (h2 by default), subtitle and actions on the inline end. */
  title?: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
  headingLevel?: 2 | 3 | 4
  /** `none` drops the body padding (tables that run edge to edge). */
  padding?: 'none' | 'normal'
  footer?: ReactNode
}

/** A surface with optional header and footer; children go into the padded body. */
export function Card({ title, subtitle, actions, headingLevel = 2, padding, footer, className, children, ...rest }: CardProps) {
  const c = card({ padding })
  const Heading = `h${headingLevel}` as const
  return (
    <section {...rest} className={cx(c.root, className)}>
      {(title || actions) && (
        <header className={c.header}>
          <div>
            {title && <Heading className={c.title}>{title}</Heading>}
            {subtitle && <p className={c.subtitle}>{subtitle}</p>}
          </div>
          {actions && <div className={c.actions}>{actions}</div>}
        </header>
      )}
      <div className={c.body}>{children}</div>
      {footer && <footer className={c.footer}>{footer}</footer>}
    </section>
  )
}
