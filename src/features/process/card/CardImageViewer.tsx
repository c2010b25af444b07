import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconRotateClockwise, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { IconButton, Skeleton } from '@/ui'
import { useCardImage } from '../hooks/use-card-image'

const STEPS = [1, 1.5, 2, 3, 4]
// The whole picture fits the 91:60 frame whatever its shape (a 縦書き card is portrait): the image box
// fills 94% of the frame and the picture is contained in it. Turned a quarter, the box's width runs
// along the frame's height, so its sides are swapped through the frame's ratio.
const FRAME = 60 / 91
const UPRIGHT_BOX = { width: '94%', height: '94%' }
const SIDEWAYS_BOX = { width: `${94 * FRAME}%`, height: `${94 / FRAME}%` }

/** The card picture with zoom (buttons, + and − keys) and quarter-turn rotation (button, R key). */
export function CardImageViewer({ imageId, fileName }: { imageId: string; fileName: string }) {
  const { src, failed } = useCardImage(imageId)
  return <CardImageFrame src={src} failed={failed} fileName={fileName} />
}

/** The viewer on a picture already loaded (`src` undefined: still loading). */
export function CardImageFrame({ src, failed, fileName }: { src?: string; failed: boolean; fileName: string }) {
  const { t } = useLingui()
  const [zoom, setZoom] = useState(0)
  const [turns, setTurns] = useState(0)
  const zoomIn = () => setZoom((z) => Math.min(STEPS.length - 1, z + 1))
  const zoomOut = () => setZoom((z) => Math.max(0, z - 1))
  const rotate = () => setTurns((r) => (r + 1) % 4)
  const scale = STEPS[zoom]
  const sideways = turns % 2 === 1

  return (
    <figure
      // One column no wider than the panel: a long file name is cut with an ellipsis, it does not widen the picture.
      className={css({ m: '0', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2' })}
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
          // One track the size of the frame: the image's percentage box resolves against it, not its own height.
          <div className={css({ display: 'grid', gridTemplateColumns: '100%', gridTemplateRows: '100%', placeItems: 'center', minW: 'full', minH: 'full' })} style={{ width: `${scale * 100}%`, height: `${scale * 100}%` }}>
            <img
              src={src}
              alt={t`Card ${fileName}`}
              className={css({ maxW: 'none', objectFit: 'contain', transition: 'transform 0.2s', filter: 'drop-shadow(0 1px 3px rgb(0 0 0 / 0.25))' })}
              style={{ transform: `rotate(${turns * 90}deg)`, ...(sideways ? SIDEWAYS_BOX : UPRIGHT_BOX) }}
            />
          </div>
        )}
      </div>
      <figcaption className={css({ display: 'flex', alignItems: 'center', gap: '1', justifyContent: 'space-between' })}>
        <span dir="auto" title={fileName} className={css({ minW: '0', fontSize: 'sm', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{fileName}</span>
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
