import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { LanguagePicker } from '@/ui/LanguagePicker'
import { SceneIllustration, type SceneKind } from '@/ui/illustrations/SceneIllustration'
import { pathFor } from '@/core/routing/paths'

/** The blank, public misc pages (coming soon, maintenance, not found): brand, message, picture. */
export function MiscScreen({ scene, eyebrow, title, text, children }: { scene: SceneKind; eyebrow?: ReactNode; title: ReactNode; text: ReactNode; children?: ReactNode }) {
  return (
    <main className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas', color: 'fg' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', px: { base: '5', sm: '10' }, pt: '5' })}>
        <Link href={pathFor('root')} className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg', textDecoration: 'none', fontWeight: 'bold', fontSize: 'lg' })}>
          <img src="/icons/icon.svg" alt="" width={28} height={28} className={css({ borderRadius: 'md' })} />
          <span>Meishi</span>
        </Link>
        <LanguagePicker />
      </div>
      <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', gap: '3', px: '5', py: '10' })}>
        {eyebrow && <p className={css({ m: '0', fontSize: '5xl', fontWeight: 'bold', color: 'primary.text', lineHeight: '1' })}>{eyebrow}</p>}
        <h1 className={css({ m: '0', fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'bold' })}>{title}</h1>
        <p className={css({ m: '0', color: 'fg.muted', maxW: '34rem' })}>{text}</p>
        {children && <div className={css({ mt: '3', w: 'full', maxW: '28rem', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })}>{children}</div>}
        <SceneIllustration kind={scene} className={css({ w: 'full', maxW: '26rem', h: 'auto', mt: '4' })} />
      </div>
    </main>
  )
}
