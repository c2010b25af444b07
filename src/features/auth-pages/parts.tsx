import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { IconCircleCheck } from '@tabler/icons-react'
import { css } from 'styled-system/css'

export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
export const linkStyle = css({ color: 'primary.text', fontWeight: 'medium', textDecoration: 'none', _hover: { textDecoration: 'underline' }, _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px', borderRadius: 'sm' } })

/** "Question? Link" under a form, centred. */
export function FooterLink({ text, href, label }: { text?: ReactNode; href: string; label: ReactNode }) {
  return (
    <p className={css({ textAlign: 'center', mt: '6', mb: '0', color: 'fg.muted', fontSize: 'sm' })}>
      {text}{' '}
      <Link href={href} className={linkStyle}>
        {label}
      </Link>
    </p>
  )
}

/** The success state a demo flow ends in: what happened, and where to go next. */
export function Done({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" data-testid="flow-done" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '3', py: '2' })}>
      <IconCircleCheck size={48} aria-hidden className={css({ color: 'success' })} />
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>{title}</h2>
      {children && <div className={css({ color: 'fg.muted', fontSize: 'sm' })}>{children}</div>}
      {action}
    </div>
  )
}
