import { Link } from 'wouter'
import { css, cx } from 'styled-system/css'
import { appConfig } from '@/core/config'
import { pathFor } from '@/core/routing/paths'

/** Our logo: two overlapping name cards. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="9" width="22" height="15" rx="3" fill="var(--colors-primary)" opacity="0.35" transform="rotate(-10 13 16)" />
      <rect x="8" y="8" width="22" height="15" rx="3" fill="var(--colors-primary)" />
      <circle cx="13.5" cy="14" r="2.6" fill="#fff" />
      <rect x="18" y="12" width="8" height="2" rx="1" fill="#fff" />
      <rect x="18" y="16" width="5.5" height="2" rx="1" fill="#fff" opacity="0.8" />
      <rect x="11" y="19" width="15" height="1.6" rx="0.8" fill="#fff" opacity="0.6" />
    </svg>
  )
}

/** The logo and name; `href` defaults to the app's start (the front layout points it at its landing page). */
export function Brand({ showName = true, className, href = pathFor('root') }: { showName?: boolean; className?: string; href?: string }) {
  return (
    <Link
      href={href}
      aria-label={appConfig.title}
      className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '2.5', color: 'fg', textDecoration: 'none', minW: 0 }), className)}
    >
      <BrandMark />
      {showName && (
        <span className={css({ fontSize: '1.35rem', fontWeight: '700', letterSpacing: '-0.01em', whiteSpace: 'nowrap' })}>{appConfig.title}</span>
      )}
    </Link>
  )
}
