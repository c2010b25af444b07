import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link } from 'wouter'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  ButtonVariantProps & { href: string; startIcon?: ReactNode; endIcon?: ReactNode }

/** An in-app link that looks like a button (e.g. "Add person" in a page header). */
export function ButtonLink({ href, variant, tone, size, square, block, startIcon, endIcon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link href={href} {...rest} className={cx(button({ variant, tone, size, square, block }), className)}>
      {startIcon}
      {children}
      {endIcon}
    </Link>
  )
}
