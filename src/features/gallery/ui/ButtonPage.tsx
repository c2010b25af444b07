import { useState } from 'react'
import { IconDeviceFloppy, IconDownload, IconPlus, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { Button, IconButton } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function ButtonPage() {
  const { t } = useLingui()
  const [clicks, setClicks] = useState(0)
  const [saving, setSaving] = useState(false)
  const save = () => {
    setSaving(true)
    window.setTimeout(() => setSaving(false), 1500)
  }
  return (
    <GalleryPage section="ui" title={t`Button`} intro={t`Actions: one solid button for the main action of a screen, soft or outline for the others.`}>
      <Example title={t`Variants`} state={{ clicks }} usage={`<Button variant="solid" onClick={save}>Save</Button>`}>
        {(['solid', 'soft', 'outline', 'ghost'] as const).map((variant) => (
          <Button key={variant} variant={variant} onClick={() => setClicks((n) => n + 1)}>
            {variant === 'solid' ? t`Solid` : variant === 'soft' ? t`Soft` : variant === 'outline' ? t`Outline` : t`Ghost`}
          </Button>
        ))}
      </Example>
      <Example title={t`Tones and danger`} usage={`<Button variant="danger">Delete</Button>`}>
        <Button tone="primary">{t`Primary`}</Button>
        <Button tone="neutral" variant="outline">{t`Neutral`}</Button>
        <Button variant="danger" startIcon={<IconTrash size={18} />}>{t`Delete`}</Button>
      </Example>
      <Example title={t`Sizes`} usage={`<Button size="sm">Small</Button>`}>
        <Button size="sm">{t`Small`}</Button>
        <Button size="md">{t`Medium`}</Button>
        <Button size="lg">{t`Large`}</Button>
      </Example>
      <Example title={t`With icons`} description={t`Icons sit on the inline start or end and mirror in right-to-left languages.`} usage={`<Button startIcon={<IconPlus />}>Add</Button>`}>
        <Button startIcon={<IconPlus size={18} />}>{t`Add person`}</Button>
        <Button variant="outline" endIcon={<IconDownload size={18} />}>{t`Export CSV`}</Button>
        <IconButton label={t`Add`} variant="soft" tone="primary">
          <IconPlus size={18} />
        </IconButton>
      </Example>
      <Example title={t`Loading and disabled`} state={{ saving }} usage={`<Button loading={saving}>Save</Button>`}>
        <Button loading={saving} onClick={save} startIcon={<IconDeviceFloppy size={18} />}>
          {saving ? t`Saving…` : t`Save`}
        </Button>
        <Button disabled>{t`Disabled`}</Button>
      </Example>
      <Example title={t`Full width`} usage={`<Button block>Sign in</Button>`}>
        <Button block>{t`Sign in`}</Button>
      </Example>
    </GalleryPage>
  )
}
