import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { LanguagePicker } from '@/ui/LanguagePicker'
import { pathFor } from '@/core/routing/paths'
import { SceneIllustration, type SceneKind } from '@/ui/illustrations/SceneIllustration'
import type { AuthVariant } from './variant'

export type AuthFrameProps = {
  variant: AuthVariant
  illustration: SceneKind
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  /** Wider content (the multi-step register). */
  wide?: boolean
}

function Brand() {
  return (
    <Link href={pathFor('front-pages-landing-page')} className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg', textDecoration: 'none', fontWeight: 'bold', fontSize: 'lg' })}>
      <img src="/icons/icon.svg" alt="" width={28} height={28} className={css({ borderRadius: 'md' })} />
      <span>Meishi</span>
    </Link>
  )
}

function Heading({ title, subtitle }: Pick<AuthFrameProps, 'title' | 'subtitle'>) {
  return (
    <div className={css({ mb: '6' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0', lineHeight: '1.3' })}>{title}</h1>
      {subtitle && <p className={css({ mt: '1.5', mb: '0', color: 'fg.muted' })}>{subtitle}</p>}
    </div>
  )
}

/**
 * The two looks of every demo auth page: v1 a centred card on a patterned canvas, v2 an illustration
 * panel beside the form (the form alone on phones). The form inside is the same component.
 */
export function AuthFrame({ variant, illustration, title, subtitle, children, wide }: AuthFrameProps) {
  if (variant === 'v1') {
    return (
      <main
        data-variant="v1"
        className={css({
          minH: '100dvh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: '4',
          py: '10',
          bg: 'bg.canvas',
          backgroundImage: 'radial-gradient({colors.primary.subtle} 1.5px, transparent 1.5px)',
          backgroundSize: '22px 22px',
        })}
      >
        <div className={css({ w: 'full', maxW: wide ? '52rem' : '28rem' })}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: '4', gap: '3' })}>
            <Brand />
            <LanguagePicker />
          </div>
          <div className={css({ bg: 'bg.surface', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border', boxShadow: 'lg', p: { base: '6', sm: '8' } })}>
            <Heading title={title} subtitle={subtitle} />
            {children}
          </div>
        </div>
      </main>
    )
  }
  return (
    <main data-variant="v2" className={css({ minH: '100dvh', display: 'grid', gridTemplateColumns: { base: '1fr', lg: wide ? 'minmax(0, 0.8fr) minmax(0, 1.2fr)' : 'minmax(0, 1.3fr) minmax(420px, 1fr)' }, bg: 'bg.surface' })}>
      <aside className={css({ display: { base: 'none', lg: 'flex' }, flexDirection: 'column', justifyContent: 'center', p: '10', bg: 'primary.subtle' })}>
        <SceneIllustration kind={illustration} className={css({ w: 'full', maxW: '520px', mx: 'auto', h: 'auto' })} />
      </aside>
      <section className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', px: { base: '5', sm: '10' }, pt: '5' })}>
          <Brand />
          <LanguagePicker />
        </div>
        <div className={css({ flex: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', px: { base: '5', sm: '10' }, py: '8' })}>
          <div className={css({ w: 'full', maxW: wide ? '44rem' : '26rem' })}>
            <Heading title={title} subtitle={subtitle} />
            {children}
          </div>
        </div>
      </section>
    </main>
  )
}
