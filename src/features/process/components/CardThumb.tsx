import { useLingui } from '@lingui/react/macro'
import { IconPhotoOff } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Skeleton } from '@/ui'
import { useCardImage } from '../hooks/use-card-image'

export function CardThumb({ imageId, fileName }: { imageId: string; fileName: string }) {
  const { t } = useLingui()
  const { src, failed } = useCardImage(imageId)
  const box = css({ w: '5.5rem', aspectRatio: '91 / 55', borderRadius: 'sm', overflow: 'hidden', borderWidth: '1px', borderColor: 'border', bg: 'bg.muted', display: 'grid', placeItems: 'center', flexShrink: 0 })
  if (failed) return <div className={box} title={t`No picture`}><IconPhotoOff size={16} aria-hidden="true" /></div>
  if (!src) return <Skeleton width="5.5rem" height="3.33rem" />
  return <img src={src} alt={t`Card ${fileName}`} loading="lazy" className={css({ w: '5.5rem', minW: '5.5rem', maxW: 'none', aspectRatio: '91 / 55', objectFit: 'contain', borderRadius: 'sm', borderWidth: '1px', borderColor: 'border', bg: 'bg.muted' })} />
}
