import { useId, useState } from 'react'
import { IconPhotoPlus, IconX } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { IconButton } from '@/ui'
import { MAX_IMAGE_BYTES, readImages } from './product-form'

const drop = css({
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', p: '6', borderWidth: '2px', borderStyle: 'dashed', borderColor: 'border.strong',
  borderRadius: 'lg', textAlign: 'center', color: 'fg.muted', cursor: 'pointer', _hover: { borderColor: 'primary' }, '&[data-over=true]': { borderColor: 'primary', bg: 'primary.subtle' },
  _focusWithin: { borderColor: 'primary' },
})
const thumbs = css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '3' })
const thumb = css({ position: 'relative', w: '20', h: '20', borderRadius: 'md', borderWidth: '1px', borderColor: 'border', overflow: 'hidden', '& img': { w: 'full', h: 'full', objectFit: 'cover' } })

type Props = { value: string[]; onChange: (images: string[]) => void; errors: string[] }

/** Up to four pictures from the user's files (click or drop), previewed, each removable. */
export function ProductImages({ value, onChange, errors }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [over, setOver] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const add = async (files: FileList | null) => {
    if (!files?.length) return
    const list = [...files]
    const notImages = list.filter((f) => !f.type.startsWith('image/'))
    const tooBig = list.filter((f) => f.size > MAX_IMAGE_BYTES)
    const ok = list.filter((f) => f.type.startsWith('image/') && f.size <= MAX_IMAGE_BYTES).slice(0, Math.max(0, 4 - value.length))
    setProblem(
      notImages.length ? t`Only image files can be added.` : tooBig.length ? t`An image is too large (1.5 MB at most)` : list.length > ok.length ? t`At most 4 images` : null,
    )
    if (ok.length) onChange([...value, ...(await readImages(ok))])
  }
  const shown = [...errors, ...(problem ? [problem] : [])]
  return (
    <div>
      <label
        htmlFor={id}
        className={drop}
        data-over={over}
        onDragOver={(e) => { e.preventDefault(); setOver(true) }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => { e.preventDefault(); setOver(false); void add(e.dataTransfer.files) }}
      >
        <IconPhotoPlus size={28} aria-hidden />
        <span><Trans>Drop pictures here or choose files</Trans></span>
        <span className={css({ fontSize: 'xs' })}><Trans>Up to 4 images, 1.5 MB each</Trans></span>
        <input id={id} type="file" accept="image/*" multiple className={css({ srOnly: true })} aria-invalid={shown.length ? true : undefined} onChange={(e) => { void add(e.currentTarget.files); e.currentTarget.value = '' }} />
      </label>
      {shown.length > 0 && <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', mt: '2' })}>{shown.join(' ')}</p>}
      {value.length > 0 && (
        <ul className={thumbs} aria-label={t`Chosen pictures`}>
          {value.map((src, i) => (
            <li key={i} className={thumb}>
              <img src={src} alt={t`Picture ${i + 1}`} />
              <IconButton label={t`Remove picture ${i + 1}`} size="sm" className={css({ position: 'absolute', top: '1', insetInlineEnd: '1', bg: 'bg.surface' })} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                <IconX />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
