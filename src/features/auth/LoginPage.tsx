import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { LanguagePicker } from './LanguagePicker'
import { LoginForm } from './LoginForm'
import { LoginIllustration } from './LoginIllustration'

function Brand() {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2.5' })}>
      <img src="/icons/icon.svg" alt="" width={32} height={32} className={css({ borderRadius: 'md' })} />
      {/* Flex, not a margin: in rtl the two words are one left-to-right run and a margin would sit outside it. */}
      <span className={css({ display: 'inline-flex', alignItems: 'baseline', gap: '2', fontSize: 'xl', fontWeight: 'bold', color: 'fg', letterSpacing: '-0.01em' })}>
        <span>Meishi</span>
        <span lang="ja" className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
          名刺
        </span>
      </span>
    </div>
  )
}

/** /login (spec §2): blank layout, illustration beside the form on wide screens, form alone on phones. */
export default function LoginPage() {
  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1.15fr) minmax(400px, 1fr)' },
        bg: 'bg.canvas',
        color: 'fg',
      })}
    >
      <aside
        className={css({
          display: { base: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: '8',
          p: '10',
          bg: 'primary.subtle',
          position: 'relative',
          overflow: 'hidden',
        })}
      >
        <Brand />
        <LoginIllustration className={css({ w: 'full', maxW: '560px', mx: 'auto', h: 'auto' })} />
        <div className={css({ maxW: '30rem' })}>
          <p className={css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: '1.35', color: 'fg', m: '0' })}>
            <Trans>Every card you receive, one tidy address book.</Trans>
          </p>
          <p className={css({ mt: '2', color: 'fg.muted', fontSize: 'md' })}>
            <Trans>Scan name cards, check them as office and sales, and keep companies and people up to date — even offline.</Trans>
          </p>
        </div>
      </aside>

      <section className={css({ display: 'flex', flexDirection: 'column', bg: 'bg.surface', minW: '0' })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', px: { base: '5', sm: '8' }, pt: '5' })}>
          <span className={css({ display: { base: 'inline-flex', md: 'none' } })}>
            <Brand />
          </span>
          <span className={css({ ms: 'auto' })}>
            <LanguagePicker />
          </span>
        </div>
        <div className={css({ flex: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', px: { base: '5', sm: '8' }, py: '8' })}>
          <div className={css({ w: 'full', maxW: '26rem' })}>
            <LoginIllustration className={css({ display: { base: 'block', md: 'none' }, w: 'full', maxW: '18rem', h: 'auto', mx: 'auto', mb: '4' })} />
            <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0', lineHeight: '1.3' })}>
              <Trans>Welcome back</Trans>
            </h1>
            <p className={css({ mt: '1.5', mb: '6', color: 'fg.muted' })}>
              <Trans>Sign in to continue with today’s name cards.</Trans>
            </p>
            <LoginForm />
          </div>
        </div>
      </section>
    </main>
  )
}
