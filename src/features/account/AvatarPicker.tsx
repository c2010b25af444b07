import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconRefresh, IconUpload } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Button, avatarDataUrl } from '@/ui'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/core/api/contract/demo/account-settings'
import { readAsDataUrl } from '@/ui/read-as-data-url'

type Props = { name: string; value: string; onChange: (dataUrl: string) => void; errors: string[]; disabled?: boolean }

/**
 * The account picture: a preview, "Upload new photo" (JPG/PNG/GIF up to 800 KB, checked before it
 * is read) and "Reset" back to the generated initials picture. Saved with the account form.
 */
export function AvatarPicker({ name, value, onChange, errors, disabled }: Props) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const pick = async (file: File | undefined) => {
    if (!file) return
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setProblem(t`${file.name}: choose a JPG, PNG or GIF picture.`)
    if (file.size > AVATAR_MAX_BYTES) return setProblem(t`${file.name} is too large: a picture may be at most 800 KB.`)
    try {
      onChange(await readAsDataUrl(file))
      setProblem(null)
    } catch {
      setProblem(t`${file.name} could not be read. Try another file.`)
    }
  }
  const messages = [...(problem ? [problem] : []), ...errors]
  return (
    <div className={css({ display: 'flex', gap: '5', alignItems: 'center', flexWrap: 'wrap' })}>
      <img
        src={value || avatarDataUrl(name || '?')}
        alt={t`Profile picture of ${name}`}
        width={100}
        height={100}
        className={css({ w: '100px', h: '100px', borderRadius: 'lg', objectFit: 'cover', flexShrink: 0, bg: 'bg.subtle' })}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button startIcon={<IconUpload size={18} aria-hidden />} onClick={() => input.current?.click()} disabled={disabled}>
            <Trans>Upload new photo</Trans>
          </Button>
          <Button variant="outline" tone="neutral" startIcon={<IconRefresh size={18} aria-hidden />} disabled={disabled || !value} onClick={() => (onChange(''), setProblem(null))}>
            <Trans>Reset</Trans>
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={AVATAR_TYPES.join(',')}
            aria-label={t`Upload new photo`}
            onChange={(e) => {
              void pick(e.currentTarget.files?.[0])
              e.currentTarget.value = ''
            }}
          />
        </div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', m: '0' })}>
          <Trans>Allowed JPG, GIF or PNG. Max size of 800 KB.</Trans>
        </p>
        {messages.length > 0 && (
          <ul role="alert" className={css({ listStyle: 'none', p: '0', m: '0', fontSize: 'sm', color: 'danger.text' })}>
            {messages.map((m) => <li key={m}>{m}</li>)}
          </ul>
        )}
      </div>
    </div>
  )
}
