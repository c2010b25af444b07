import { useRef, useState, type DragEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { ACCEPTED_IMAGE_TYPES } from '@/core/api/contract/product/process'
import { Button } from '@/ui'

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',')

/** Drop files here, pick several, or take a photo with the tablet's back camera. */
export function DropZone({ onFiles, disabled }: { onFiles: (files: FileList) => void; disabled?: boolean }) {
  const { t } = useLingui()
  const picker = useRef<HTMLInputElement>(null)
  const camera = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    if (!disabled && e.dataTransfer.files.length) onFiles(e.dataTransfer.files)
  }
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-over={over ? '' : undefined}
      className={cx(
        css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
          textAlign: 'center',
          p: { base: '6', md: '10' },
          borderWidth: '2px',
          borderStyle: 'dashed',
          borderColor: 'border.strong',
          borderRadius: 'lg',
          bg: 'bg.subtle',
          transition: 'background 0.15s, border-color 0.15s',
          '&[data-over]': { borderColor: 'primary', bg: 'primary.subtle' },
        }),
      )}
    >
      <IconPhotoPlus size={40} aria-hidden="true" className={css({ color: 'primary.text' })} />
      {/* Phones and tablets cannot drop files: there the first step is the camera. */}
      <p className={css({ fontWeight: 'semibold' })}>
        <span className={css({ '@media (pointer: coarse)': { display: 'none' } })}>
          <Trans>Drop card photos here</Trans>
        </span>
        <span className={css({ display: 'none', '@media (pointer: coarse)': { display: 'inline' } })}>
          <Trans>Take a photo of each card, or choose photos</Trans>
        </span>
      </p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: '30rem' })}>
        <Trans>JPEG, PNG or WebP, up to 10 MB each. Photos are reduced on this device before they are stored.</Trans>
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>
        <Button variant="outline" startIcon={<IconPhotoPlus />} onClick={() => picker.current?.click()} disabled={disabled}>
          <Trans>Choose files</Trans>
        </Button>
        <Button variant="outline" startIcon={<IconCamera />} onClick={() => camera.current?.click()} disabled={disabled}>
          <Trans>Take a photo</Trans>
        </Button>
      </div>
      <input ref={picker} type="file" multiple accept={ACCEPT} hidden aria-label={t`Choose card photos`} data-testid="file-picker" onChange={(e) => e.target.files?.length && (onFiles(e.target.files), (e.target.value = ''))} />
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden aria-label={t`Take a card photo`} onChange={(e) => e.target.files?.length && (onFiles(e.target.files), (e.target.value = ''))} />
    </div>
  )
}
