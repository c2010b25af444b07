import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, Dialog, FormField, Input, useConfirm } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

type Size = 'sm' | 'md' | 'lg' | 'xl'

export default function DialogPage() {
  const { t } = useLingui()
  const confirm = useConfirm()
  const [size, setSize] = useState<Size | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [name, setName] = useState('')
  const [saved, setSaved] = useState<string | null>(null)
  const [error, setError] = useState<string[]>([])
  const [last, setLast] = useState('—')

  const submit = () => {
    if (!name.trim()) return setError([t`Enter a name`])
    setSaved(name.trim())
    setFormOpen(false)
  }
  const closeForm = async (open: boolean) => {
    if (open) return setFormOpen(true)
    // Nested confirm: typed text is not thrown away without asking.
    if (name.trim() && name.trim() !== saved) {
      const ok = await confirm({ title: t`Discard changes?`, message: t`The name you typed will be lost.`, confirmLabel: t`Discard`, danger: true })
      if (!ok) return
    }
    setFormOpen(false)
  }
  const sizes: { size: Size; label: string }[] = [
    { size: 'sm', label: t`Small` },
    { size: 'md', label: t`Medium` },
    { size: 'lg', label: t`Large` },
    { size: 'xl', label: t`Extra large` },
  ]
  return (
    <GalleryPage section="ui" title={t`Dialog`} intro={t`Modal dialogs: focus stays inside, Escape closes, focus goes back to the button that opened it.`}>
      <Example title={t`Sizes`} state={{ open: size }} usage={`<Dialog open={open} onOpenChange={setOpen} title="…" size="lg">…</Dialog>`}>
        {sizes.map((s) => (
          <Button key={s.size} variant="outline" onClick={() => setSize(s.size)}>
            {s.label}
          </Button>
        ))}
        <Dialog
          open={size !== null}
          onOpenChange={(open) => !open && setSize(null)}
          size={size ?? 'md'}
          title={t`Dialog title`}
          description={t`A short line that says what this dialog is for.`}
          footer={<Button onClick={() => setSize(null)}>{t`Close`}</Button>}
        >
          <p className={css({ m: 0 })}>{t`Dialogs hold one task. Keep them short; long forms belong on their own page.`}</p>
        </Dialog>
      </Example>
      <Example title={t`A form inside, with a nested confirm`} state={{ saved }} usage={`const ok = await confirm({ title: 'Discard changes?' })`}>
        <Button onClick={() => setFormOpen(true)}>{t`Rename the team`}</Button>
        <Dialog
          open={formOpen}
          onOpenChange={closeForm}
          title={t`Rename the team`}
          footer={
            <>
              <Button variant="outline" tone="neutral" onClick={() => closeForm(false)}>{t`Cancel`}</Button>
              <Button type="submit" form="gallery-dialog-form">{t`Save`}</Button>
            </>
          }
        >
          <form
            id="gallery-dialog-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              submit()
            }}
          >
            <FormField label={t`Team name`} required errors={error}>
              {(field) => <Input {...field} value={name} onChange={(e) => (setName(e.target.value), setError([]))} />}
            </FormField>
          </form>
        </Dialog>
      </Example>
      <Example title={t`Confirmation`} description={t`Destructive actions always ask first.`} state={{ answer: last }} usage={`if (await confirm({ title, danger: true })) remove()`}>
        <Button
          variant="danger"
          onClick={async () => {
            const ok = await confirm({ title: t`Delete this process?`, message: t`Its 12 name cards are deleted too.`, confirmLabel: t`Delete`, danger: true })
            setLast(ok ? t`Confirmed` : t`Cancelled`)
          }}
        >
          {t`Delete`}
        </Button>
      </Example>
    </GalleryPage>
  )
}
