import { Trans } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconHeart } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { appConfig } from '@/core/config'
import { contentWidth, footerType } from '@/core/settings/settings'
import { contentBox } from './navbar/Navbar'

/** Static footer (spec §4 default); sticky keeps it in view, hidden removes it. */
export function Footer() {
  useSignals()
  if (footerType.value === 'hidden') return null
  const year = new Date().getFullYear()
  return (
    <footer
      data-footer={footerType.value}
      className={css({
        position: footerType.value === 'sticky' ? 'sticky' : 'static',
        bottom: 0,
        zIndex: 20,
        bg: footerType.value === 'sticky' ? 'bg.surface' : 'transparent',
        boxShadow: footerType.value === 'sticky' ? 'card' : 'none',
        _print: { display: 'none' },
      })}
    >
      <div className={contentBox(contentWidth.value)}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between', py: '4', fontSize: 'sm', color: 'fg.muted' })}>
          <span>
            © {year} {appConfig.title}.{' '}
            <Trans>
              Made with <IconHeart size={14} aria-label="love" className={css({ display: 'inline', color: 'danger', verticalAlign: '-2px' })} /> for teams who meet people.
            </Trans>
          </span>
          <span>
            <Trans>Works offline · your data stays on this device</Trans>
          </span>
        </div>
      </div>
    </footer>
  )
}
