import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'

const skipLink = css({
  position: 'absolute',
  insetInlineStart: '4',
  top: '-20',
  zIndex: 100,
  px: '4',
  py: '2',
  bg: 'primary',
  color: 'primary.fg',
  borderRadius: 'md',
  _focus: { top: '4' },
})

/** The first tab stop of a layout: jumps past the navigation to `#main-content`. */
export function SkipLink() {
  return (
    <a href="#main-content" className={skipLink}>
      <Trans>Skip to content</Trans>
    </a>
  )
}
