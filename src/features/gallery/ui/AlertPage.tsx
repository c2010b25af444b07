import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function AlertPage() {
  const { t } = useLingui()
  const [shown, setShown] = useState(true)
  const tones = [
    { tone: 'success', text: t`12 name cards were read and are ready to check.` },
    { tone: 'info', text: t`The office check is done; the cards now wait for sales.` },
    { tone: 'warning', text: t`Two cards were read with low confidence.` },
    { tone: 'danger', text: t`Device storage is full: remove old processes.` },
  ] as const
  return (
    <GalleryPage section="ui" title={t`Alert`} intro={t`Messages in the page flow. Warnings and errors are announced to screen readers at once.`}>
      {(['subtle', 'solid', 'outline'] as const).map((variant) => (
        <Example key={variant} title={variant === 'subtle' ? t`Subtle` : variant === 'solid' ? t`Solid` : t`Outline`} usage={`<Alert tone="success" variant="${variant}">…</Alert>`}>
          <div style={{ display: 'grid', gap: 8, width: '100%' }}>
            {tones.map(({ tone, text }) => (
              <Alert key={tone} tone={tone} variant={variant}>
                {text}
              </Alert>
            ))}
          </div>
        </Example>
      ))}
      <Example title={t`Title, action and close`} state={{ shown }} usage={`<Alert tone="warning" title="…" action={<Button>…</Button>} onClose={hide} />`}>
        {shown ? (
          <Alert tone="warning" title={t`Low confidence`} action={<Button size="sm" variant="outline" tone="neutral">{t`Review the cards`}</Button>} onClose={() => setShown(false)}>
            {t`Two cards were read with low confidence.`}
          </Alert>
        ) : (
          <Button variant="outline" onClick={() => setShown(true)}>
            {t`Show the alert again`}
          </Button>
        )}
      </Example>
    </GalleryPage>
  )
}
