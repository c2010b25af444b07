import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { IconArrowUp } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { IconButton } from '@/ui/IconButton'

/** Spec §2/§9: shown once scrolled past this many pixels; smooth scroll; hidden in print. */
export const SCROLL_TO_TOP_THRESHOLD = 200

export function ScrollToTop() {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <IconButton
      label={t`Scroll to top`}
      variant="solid"
      tone="primary"
      data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={css({ position: 'fixed', bottom: '6', insetInlineEnd: '6', zIndex: 35, borderRadius: 'full', boxShadow: 'raised', _print: { display: 'none' } })}
    >
      <IconArrowUp />
    </IconButton>
  )
}
