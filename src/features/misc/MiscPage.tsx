import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { IconArrowLeft, IconHome } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useInsideMain } from '@/ui/landmarks'
import { pathFor } from '@/core/routing/paths'

type Props = { code: string; title: ReactNode; message: ReactNode; illustration: ReactNode; actions?: ReactNode }

/** The frame of the misc pages (401, 404, 500): heading, message, our illustration and a way back. */
export function MiscPage({ code, title, message, illustration, actions }: Props) {
  // A page that crashed inside the default layout shows this below the top bar: no second <main>.
  const Root = useInsideMain() ? 'section' : 'main'
  return (
    <Root
      data-error-code={code}
      className={css({
        minH: Root === 'main' ? '100dvh' : '60dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '6',
        px: '6',
        py: '10',
        textAlign: 'center',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '34rem' })}>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', color: 'fg' })}>{title}</h1>
        <div className={css({ color: 'fg.muted', fontSize: 'md' })}>{message}</div>
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}>
        {actions ?? <BackActions />}
      </div>
      <div className={css({ w: 'full', maxW: { base: '20rem', md: '28rem' }, aspectRatio: '400 / 280' })}>{illustration}</div>
    </Root>
  )
}

/** Home, plus the previous page when there is one in this tab. */
export function BackActions() {
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1
  return (
    <>
      <Link href={pathFor('root')} className={button({ variant: 'solid' })}>
        <IconHome aria-hidden />
        <Trans>Back to home</Trans>
      </Link>
      {canGoBack && (
        <button type="button" className={button({ variant: 'outline', tone: 'neutral' })} onClick={() => window.history.back()}>
          <IconArrowLeft aria-hidden className="flip-rtl" />
          <Trans>Go back</Trans>
        </button>
      )}
    </>
  )
}
