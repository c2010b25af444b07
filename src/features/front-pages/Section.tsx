import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

/** The width of the front pages' content, aligned with the front navigation. */
export const frontBox = css({ mx: 'auto', w: 'full', maxW: '1200px', px: { base: '4', md: '6' } })

export type SectionProps = {
  id?: string
  /** A short label above the title (e.g. "Features"). */
  eyebrow?: ReactNode
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  /** A tinted band behind the section. */
  tinted?: boolean
  /** `h1` for a page's first section. */
  level?: 1 | 2
}

/** One band of a front page: centred heading, then its content. */
export function Section({ id, eyebrow, title, subtitle, children, tinted, level = 2 }: SectionProps) {
  const Heading = `h${level}` as const
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={cx(css({ py: { base: '12', md: '16' } }), tinted && css({ bg: 'bg.surface' }))}>
      <div className={frontBox}>
        <header className={css({ textAlign: 'center', maxW: '44rem', mx: 'auto', mb: { base: '8', md: '10' } })}>
          {eyebrow && (
            <p className={css({ display: 'inline-block', m: '0', mb: '3', px: '3', py: '1', borderRadius: 'full', bg: 'primary.subtle', color: 'primary.text', fontSize: 'sm', fontWeight: 'semibold' })}>
              {eyebrow}
            </p>
          )}
          <Heading id={headingId} className={css({ m: '0', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1.3', wordBreak: 'keep-all', lineBreak: 'strict' })}>
            {title}
          </Heading>
          {subtitle && <p className={css({ m: '0', mt: '3', color: 'fg.muted', fontSize: 'md' })}>{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  )
}
