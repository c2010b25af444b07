import { useState } from 'react'
import { IconBell, IconMail } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Badge, Button, IconButton } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const TONES = ['primary', 'success', 'info', 'warning', 'danger', 'neutral'] as const

const counter = css({
  position: 'absolute', top: '-1', insetInlineEnd: '-1', minW: '5', h: '5', px: '1', borderRadius: 'full', bg: 'danger', color: 'white',
  fontSize: '0.6875rem', fontWeight: 'semibold', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none',
})

export default function BadgePage() {
  const { t, i18n } = useLingui()
  const [unread, setUnread] = useState(4)
  const label = (tone: (typeof TONES)[number]) =>
    ({ primary: t`Primary`, success: t`Checked`, info: t`Analysing`, warning: t`Waiting`, danger: t`Failed`, neutral: t`Draft` })[tone]
  return (
    <GalleryPage section="ui" title={t`Badge`} intro={t`Short statuses next to what they describe, and counters on icons.`}>
      {(['subtle', 'solid', 'outline'] as const).map((variant) => (
        <Example key={variant} title={variant === 'subtle' ? t`Subtle` : variant === 'solid' ? t`Solid` : t`Outline`} usage={`<Badge tone="success" variant="${variant}">Checked</Badge>`}>
          {TONES.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {label(tone)}
            </Badge>
          ))}
        </Example>
      ))}
      <Example title={t`With a dot and small`} usage={`<Badge tone="success" dot size="sm">Online</Badge>`}>
        <Badge tone="success" dot>{t`Online`}</Badge>
        <Badge tone="warning" dot>{t`Away`}</Badge>
        <Badge tone="danger" dot>{t`Busy`}</Badge>
        <Badge tone="neutral" dot size="sm">{t`Offline`}</Badge>
      </Example>
      <Example title={t`Counters`} state={{ unread }} usage={`<span aria-hidden>{count}</span> with the count in the button's label`}>
        <span className={css({ position: 'relative', display: 'inline-flex' })}>
          <IconButton label={t`Notifications: ${i18n.number(unread)} unread`}>
            <IconBell />
          </IconButton>
          {unread > 0 && (
            <span aria-hidden="true" className={counter}>
              {unread > 99 ? '99+' : i18n.number(unread)}
            </span>
          )}
        </span>
        <span className={css({ position: 'relative', display: 'inline-flex' })}>
          <IconButton label={t`Mail`}>
            <IconMail />
          </IconButton>
          <span aria-hidden="true" className={`${counter} ${css({ minW: '2.5', h: '2.5', p: 0, top: '1', insetInlineEnd: '1' })}`} />
        </span>
        <Button size="sm" variant="soft" onClick={() => setUnread((n) => n + 1)}>{t`Add one`}</Button>
        <Button size="sm" variant="ghost" onClick={() => setUnread(0)}>{t`Mark all read`}</Button>
      </Example>
    </GalleryPage>
  )
}
