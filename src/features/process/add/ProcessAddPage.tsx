import { useState, type FormEvent } from 'react'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { toApiFailure } from '@/core/list/api-failure'
import { Button, Card, FormField, Input, PageHeader, toast, useUnsavedChangesGuard } from '@/ui'
import { processApi } from '../api'
import { kickAnalysis } from '../analysis/analysis-runner'
import { DropZone } from './DropZone'
import { OcrReadiness } from './OcrReadiness'
import { Thumbnails } from './Thumbnails'
import { usePickedFiles, type Rejected } from './use-picked-files'
import { pathFor } from '@/core/routing/paths'

function defaultName(locale: string): string {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date())
  return when
}

/** Name the batch, add photos (drop, pick, camera), upload: analysis starts at once, on this device. */
export default function ProcessAddPage() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const picked = usePickedFiles()
  const [name, setName] = useState(() => t`Cards ${defaultName(i18n.locale)}`)
  const [nameError, setNameError] = useState<string>()
  const [filesError, setFilesError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const ready = picked.files.filter((f) => f.state === 'ready')
  const preparing = picked.files.some((f) => f.state === 'preparing')
  useUnsavedChangesGuard(picked.files.length > 0 && !saving)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const trimmed = name.normalize('NFKC').trim()
    setNameError(trimmed ? undefined : t`Give the process a name`)
    setFilesError(ready.length ? undefined : t`Add at least one card photo`)
    if (!trimmed || !ready.length || preparing) return
    setSaving(true)
    try {
      const process = await processApi.create({ process_name: trimmed, files: ready.map((f) => ({ file_name: f.name, data_url: f.dataUrl! })) })
      picked.clear()
      kickAnalysis()
      const count = ready.length
      toast.success(plural(count, { one: '# card uploaded', other: '# cards uploaded' }), { description: t`They are being read now; you can keep working.` })
      navigate(pathFor('apps-process-view', { id: process.id }))
    } catch (error) {
      setSaving(false)
      const failure = toApiFailure(error)
      // 507: the device is full (#13); nothing was stored, the picked photos stay on the page.
      const description = failure.status === 507 ? t`This device's storage is full. Remove old processes (and their photos) to free space, then upload again.` : failure.message
      toast.error(t`The upload failed`, { description })
    }
  }

  const rejectedText = (r: Rejected) => {
    const file = r.name
    if (r.problem === 'type') return t`${file} is not a JPEG, PNG or WebP image`
    if (r.problem === 'size') return t`${file} is larger than 10 MB`
    if (r.problem === 'tooMany') return t`${file} was not added: at most 200 cards per process`
    if (r.problem === 'signature') return t`${file} is not really a picture: its content is not JPEG, PNG or WebP`
    return t`${file} could not be opened as an image`
  }

  return (
    <>
      <PageHeader
        title={<Trans>Upload name cards</Trans>}
        breadcrumbs={[{ label: <Trans>Processes</Trans>, href: pathFor('apps-process-list') }, { label: <Trans>Upload</Trans> }]}
      />
      <form onSubmit={submit} noValidate>
        <Card>
          <div className={css({ display: 'grid', gap: '5' })}>
            <FormField label={t`Process name`} errors={nameError} required>
              <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} invalid={!!nameError} autoComplete="off" />
            </FormField>
            <OcrReadiness />
            <DropZone onFiles={(list) => (picked.add(list), setFilesError(undefined))} disabled={saving} />
            {filesError && (
              <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
                {filesError}
              </p>
            )}
            {picked.rejected.length > 0 && (
              <div role="alert" className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', p: '3', borderRadius: 'md', bg: 'danger.subtle', color: 'danger.text', fontSize: 'sm' })}>
                <IconAlertTriangle size={18} aria-hidden="true" className={css({ flexShrink: 0, mt: '0.5' })} />
                <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '1' })}>
                  {picked.rejected.map((r, i) => (
                    <li key={i}>{rejectedText(r)}</li>
                  ))}
                </ul>
              </div>
            )}
            <Thumbnails files={picked.files} onRemove={picked.remove} />
            <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap', borderTopWidth: '1px', borderColor: 'border', pt: '4' })}>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })} aria-live="polite">
                {preparing ? <Trans>Preparing photos…</Trans> : <Plural value={ready.length} one="# photo ready" other="# photos ready" />}
              </p>
              <div className={css({ display: 'flex', gap: '2' })}>
                <Button variant="outline" tone="neutral" onClick={() => navigate(pathFor('apps-process-list'))} disabled={saving}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" startIcon={<IconUpload />} loading={saving} disabled={preparing}>
                  <Trans>Upload and analyse</Trans>
                </Button>
              </div>
            </div>
          </div>
        </Card>
      </form>
    </>
  )
}
