import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconRotateClockwise, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { IconButton, Skeleton } from '@/ui'
import { useCardImage } from '../hooks/use-card-image'

const STEPS = [1, 1.5, 2, 3, 4]

/** The card picture with zoom (buttons, + and − keys) and quarter-turn rotation (button, R key). */
export function CardImageViewer({ imageId, fileName }: { imageId: string; fileName: string }) {
  const { t } = useLingui()
  const { src, failed } = useCardImage(imageId)
  const [zoom, setZoom] = useState(0)
  const [turns, setTurns] = useState(0)
  const zoomIn = () => setZoom((z) => Math.min(STEPS.length - 1, z + 1))
  const zoomOut = () => setZoom((z) => Math.max(0, z - 1))
  const rotate = () => setTurns((r) => (r + 1) % 4)
  const scale = STEPS[zoom]
  const sideways = turns % 2 === 1

  return (
    <figure
      className={css({ m: '0', display: 'grid', gap: '2' })}
      onKeyDown={(e) => {
        if (e.key === '+' || e.key === '=') zoomIn()
        else if (e.key === '-') zoomOut()
        else if (e.key === 'r' || e.key === 'R') rotate()
        else return
        e.preventDefault()
      }}
    >
      <div
        tabIndex={0}
        aria-label={t`Card picture: + and − zoom, R rotates`}
        className={css({ position: 'relative', overflow: 'auto', borderRadius: 'md', borderWidth: '1px', borderColor: 'border', bg: 'bg.muted', aspectRatio: '91 / 60', maxH: '70dvh', _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '2px' } })}
      >
        {failed && (
          <p className={css({ p: '6', color: 'fg.muted', textAlign: 'center' })}>
            <Trans>The picture could not be loaded.</Trans>
          </p>
        )}
        {!src && !failed && <Skeleton height="100%" />}
        {src && (
          <div className={css({ display: 'grid', placeItems: 'center', minW: 'full', minH: 'full' })} style={{ width: `${scale * 100}%`, height: `${scale * 100}%` }}>
            <img
              src={src}
              alt={t`Card ${fileName}`}
              className={css({ maxW: 'none', transition: 'transform 0.2s', boxShadow: 'card', bg: 'white' })}
              style={{ transform: `rotate(${turns * 90}deg)`, width: sideways ? undefined : '94%', height: sideways ? '94%' : undefined, maxHeight: sideways ? undefined : '94%' }}
            />
          </div>
        )}
      </div>
      <figcaption className={css({ display: 'flex', alignItems: 'center', gap: '1', justifyContent: 'space-between' })}>
        <span dir="auto" className={css({ fontSize: 'sm', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{fileName}</span>
        <span className={css({ display: 'inline-flex', gap: '1' })}>
          <IconButton label={t`Zoom out`} onClick={zoomOut} disabled={zoom === 0}>
            <IconZoomOut />
          </IconButton>
          <IconButton label={t`Actual size`} onClick={() => setZoom(0)} disabled={zoom === 0}>
            <IconZoomReset />
          </IconButton>
          <IconButton label={t`Zoom in`} onClick={zoomIn} disabled={zoom === STEPS.length - 1}>
            <IconZoomIn />
          </IconButton>
          <IconButton label={t`Rotate`} onClick={rotate}>
            <IconRotateClockwise />
          </IconButton>
        </span>
      </figcaption>
    </figure>
  )
}
