import { Trans } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconArrowRight, IconWifiOff } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { isSignedIn } from '@/core/session/session'
import { ButtonLink } from '@/ui'
import { frontBox } from '../Section'
import { HeroIllustration } from './HeroIllustration'

/** The landing page's first screen: what Meishi does, the two ways in, our illustration. */
export function Hero() {
  useSignals()
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className={css({ py: { base: '10', md: '16' }, bg: 'linear-gradient(180deg, var(--colors-primary-subtle) 0%, transparent 100%)' })}
    >
      <div className={frontBox}>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1.1fr 1fr' }, gap: { base: '8', md: '12' }, alignItems: 'center' })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
            <p className={css({ m: '0', display: 'inline-flex', alignSelf: 'start', alignItems: 'center', gap: '2', px: '3', py: '1', borderRadius: 'full', bg: 'bg.surface', color: 'primary.text', fontSize: 'sm', fontWeight: 'semibold', boxShadow: 'card' })}>
              <IconWifiOff size={16} aria-hidden />
              <Trans>Works without a connection</Trans>
            </p>
            <h1 id="home-title" className={css({ m: '0', fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', lineHeight: '1.2', wordBreak: 'keep-all', lineBreak: 'strict' })}>
              <Trans>Every business card, one shared address book</Trans>
            </h1>
            <p className={css({ m: '0', fontSize: 'lg', color: 'fg.muted', maxW: '34rem' })}>
              <Trans>Photograph the cards you receive. Meishi reads them, your office checks them, and sales find every company and person in seconds, kana readings included.</Trans>
            </p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
              {isSignedIn.value ? (
                <ButtonLink href={pathFor('root')} size="lg" endIcon={<IconArrowRight size={18} aria-hidden className={css({ _rtl: { transform: 'scaleX(-1)' } })} />}>
                  <Trans>Open the app</Trans>
                </ButtonLink>
              ) : (
                <ButtonLink href={pathFor('pages-authentication-register-multi-steps')} size="lg" endIcon={<IconArrowRight size={18} aria-hidden className={css({ _rtl: { transform: 'scaleX(-1)' } })} />}>
                  <Trans>Start free</Trans>
                </ButtonLink>
              )}
              <ButtonLink href={pathFor('front-pages-pricing')} size="lg" variant="outline">
                <Trans>See pricing</Trans>
              </ButtonLink>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </div>
    </section>
  )
}
