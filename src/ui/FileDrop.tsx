import { useRef } from 'react'
import { FileUpload } from '@ark-ui/react/file-upload'
import { IconFile, IconUpload, IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { Button } from './Button'

export type FileDropProps = {
  label: string
  files: File[]
  onFilesChange: (files: File[]) => void
  /** e.g. { 'image/*': ['.jpg', '.png'] } or 'image/*'. */
  accept?: string | Record<string, string[]>
  maxFiles?: number
  /** Bytes. */
  maxFileSize?: number
  /** What the drop zone says (phones say "choose or take a photo"). */
  hint?: string
  className?: string
}

const zone = css({
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', p: '6', borderWidth: '2px', borderStyle: 'dashed', borderColor: 'border.strong',
  borderRadius: 'lg', textAlign: 'center', color: 'fg.muted', cursor: 'pointer', '&[data-dragging]': { borderColor: 'primary', bg: 'primary.subtle' },
})

/** Files by drop or picker (Ark FileUpload) with previews, and a clear reason for each refused file. */
export function FileDrop({ label, files, onFilesChange, accept, maxFiles = 5, maxFileSize, hint, className }: FileDropProps) {
  const { t, i18n } = useLingui()
  const chooser = useRef<HTMLButtonElement>(null)
  const say = hint ?? t`Drop files here or choose them`
  const size = (n: number) => (n >= 1_000_000 ? `${i18n.number(n / 1_000_000, { maximumFractionDigits: 1 })} MB` : `${i18n.number(Math.ceil(n / 1000))} KB`)
  const reason = (code: string) =>
    ({
      FILE_TOO_LARGE: maxFileSize ? t`larger than ${size(maxFileSize)}` : t`too large`,
      FILE_INVALID_TYPE: t`not a file type this field takes`,
      TOO_MANY_FILES: t`more than ${maxFiles} files`,
      FILE_TOO_SMALL: t`empty`,
    })[code] ?? code
  return (
    <FileUpload.Root
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '3', w: 'full' }), className)}
      accept={accept}
      maxFiles={maxFiles}
      maxFileSize={maxFileSize}
      acceptedFiles={files}
      // Not onFileChange: Ark fires it again for the refused files with the accepted list read before
      // our state came back (still empty), so a good file chosen with a bad one was dropped at once.
      onFileAccept={(d) => onFilesChange(d.files)}
      translations={{ dropzone: say }}
    >
      <FileUpload.Label className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })}>{label}</FileUpload.Label>
      {/* The zone is a named group holding one real button, not a button around a button (nested
          controls and a name unlike its text confuse screen readers and voice control). A click
          anywhere in it still opens the picker, for the mouse. */}
      <FileUpload.Dropzone
        className={zone}
        disableClick
        role="group"
        onClick={(e) => {
          if (!(e.target as Element).closest('button')) chooser.current?.click()
        }}
      >
        <IconUpload size={28} aria-hidden="true" />
        <span aria-hidden="true">{say}</span>
        <FileUpload.Trigger asChild>
          <Button ref={chooser} size="sm" variant="soft">{t`Choose files`}</Button>
        </FileUpload.Trigger>
      </FileUpload.Dropzone>
      <FileUpload.Context>
        {({ rejectedFiles }) =>
          rejectedFiles.length > 0 && (
            // The alert wraps the list: role=alert on the <ul> itself took its list role away.
            <div role="alert">
              <ul className={css({ m: 0, ps: '5', color: 'danger.text', fontSize: 'sm' })}>
                {rejectedFiles.map((r) => (
                  <li key={r.file.name}>{t`${r.file.name} was not added: ${r.errors.map(reason).join(', ')}`}</li>
                ))}
              </ul>
            </div>
          )
        }
      </FileUpload.Context>
      <FileUpload.ItemGroup className={css({ display: 'grid', gap: '2', listStyle: 'none', m: 0, p: 0 })}>
        {files.map((file) => (
          <FileUpload.Item key={`${file.name}-${file.size}`} file={file} className={css({ display: 'flex', alignItems: 'center', gap: '3', p: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' })}>
            {file.type.startsWith('image/') ? (
              <FileUpload.ItemPreview type="image/*">
                <FileUpload.ItemPreviewImage className={css({ w: '12', h: '12', objectFit: 'cover', borderRadius: 'sm' })} />
              </FileUpload.ItemPreview>
            ) : (
              <IconFile size={28} aria-hidden="true" />
            )}
            <span className={css({ display: 'flex', flexDirection: 'column', flex: '1', minW: 0 })}>
              <FileUpload.ItemName dir="auto" className={css({ fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })} />
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{size(file.size)}</span>
            </span>
            <FileUpload.ItemDeleteTrigger aria-label={t`Remove ${file.name}`} className={css({ display: 'inline-flex', p: '1.5', border: 'none', bg: 'transparent', color: 'fg.muted', cursor: 'pointer', borderRadius: 'sm', _hover: { bg: 'bg.muted' } })}>
              <IconX size={16} />
            </FileUpload.ItemDeleteTrigger>
          </FileUpload.Item>
        ))}
      </FileUpload.ItemGroup>
      <FileUpload.HiddenInput />
    </FileUpload.Root>
  )
}
