import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FileDrop } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function FileInputPage() {
  const { t } = useLingui()
  const [photos, setPhotos] = useState<File[]>([])
  const [docs, setDocs] = useState<File[]>([])
  return (
    <GalleryPage section="forms" title={t`File input`} intro={t`Files by drag and drop or the picker, with previews and a reason for every file that is refused.`}>
      <Example title={t`Photos, up to 2 MB each`} state={{ files: photos.map((f) => f.name) }} usage={`<FileDrop accept="image/*" maxFileSize={2_000_000} files={files} onFilesChange={set} />`}>
        <FileDrop label={t`Card photos`} accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] }} maxFileSize={2_000_000} maxFiles={4} files={photos} onFilesChange={setPhotos} />
      </Example>
      <Example title={t`One PDF`} state={{ files: docs.map((f) => f.name) }} usage={`<FileDrop accept="application/pdf" maxFiles={1} … />`}>
        <FileDrop label={t`Contract`} accept="application/pdf" maxFiles={1} files={docs} onFilesChange={setDocs} hint={t`Drop a PDF here`} />
      </Example>
    </GalleryPage>
  )
}
