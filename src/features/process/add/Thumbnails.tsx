import { Trans, useLingui } from '@lingui/react/macro'
import { IconAlertTriangle, IconX } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { IconButton, Spinner } from '@/ui'
import type { PickedFile } from './use-picked-files'

/** The chosen photos as cards with a remove button each. */
export function Thumbnails({ files, onRemove }: { files: PickedFile[]; onRemove: (key: string) => void }) {
  const { t } = useLingui()
  if (!files.length) return null
  return (
    <ul aria-label={t`Chosen photos`} className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
      {files.map((f) => (
        <li key={f.key} className={css({ position: 'relative', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', overflow: 'hidden', bg: 'bg.surface' })}>
          {/* One track the size of the box, so a portrait (縦書き) card is contained in it whole instead of growing the row. */}
          <div className={css({ aspectRatio: '91 / 55', bg: 'bg.muted', display: 'grid', gridTemplateColumns: '100%', gridTemplateRows: '100%', placeItems: 'center' })}>
            {f.state === 'ready' && f.dataUrl && <img src={f.dataUrl} alt="" className={css({ w: 'full', h: 'full', objectFit: 'contain' })} />}
            {f.state === 'preparing' && <Spinner size="sm" label={t`Preparing ${f.name}`} />}
            {f.state === 'broken' && <IconAlertTriangle aria-hidden="true" className={css({ color: 'danger' })} />}
          </div>
          <p className={css({ fontSize: 'xs', px: '2', py: '1.5', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: f.state === 'broken' ? 'danger.text' : 'fg' })} title={f.name}>
            {f.state === 'broken' ? <Trans>{f.name} — cannot be opened</Trans> : f.name}
          </p>
          <IconButton
            size="xs"
            variant="solid"
            label={t`Remove ${f.name}`}
            onClick={() => onRemove(f.key)}
            className={css({ position: 'absolute', top: '1.5', insetInlineEnd: '1.5', bg: 'bg.overlay', color: 'white', _hover: { bg: 'danger' } })}
          >
            <IconX />
          </IconButton>
        </li>
      ))}
    </ul>
  )
}
