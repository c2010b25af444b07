import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, Select, setToastPlacement, toast, type ToastPlacement } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function SnackbarPage() {
  const { t } = useLingui()
  const [where, setWhere] = useState<ToastPlacement>('bottom-end')
  const [log, setLog] = useState<string[]>([])
  const note = (line: string) => setLog((l) => [...l.slice(-3), line])
  const places: { value: ToastPlacement; label: string }[] = [
    { value: 'top-start', label: t`Top, start` },
    { value: 'top', label: t`Top, centre` },
    { value: 'top-end', label: t`Top, end` },
    { value: 'bottom-start', label: t`Bottom, start` },
    { value: 'bottom', label: t`Bottom, centre` },
    { value: 'bottom-end', label: t`Bottom, end` },
  ]
  return (
    <GalleryPage section="ui" title={t`Snackbar`} intro={t`Short notices after an action. They leave by themselves, pause while hovered or focused, and queue up to five.`}>
      <Example title={t`Kinds`} usage={`toast.success(t\`Saved\`)`}>
        <Button variant="soft" onClick={() => toast.success(t`The company was saved.`)}>{t`Success`}</Button>
        <Button variant="soft" onClick={() => toast.info(t`The office check is done.`)}>{t`Information`}</Button>
        <Button variant="soft" onClick={() => toast.warning(t`Two cards need a second look.`)}>{t`Warning`}</Button>
        <Button variant="soft" onClick={() => toast.error(t`The card could not be saved.`, { description: t`Check the connection and try again.` })}>{t`Error`}</Button>
      </Example>
      <Example title={t`With an action`} state={log} usage={`toast.info(t\`Deleted\`, { action: { label: t\`Undo\`, onClick: undo } })`}>
        <Button
          onClick={() => {
            note(t`3 persons deleted`)
            toast.info(t`3 persons deleted`, { action: { label: t`Undo`, onClick: () => note(t`Undone`) } })
          }}
        >
          {t`Delete three persons`}
        </Button>
      </Example>
      <Example title={t`Position`} state={{ placement: where }} usage={`setToastPlacement('top')`}>
        <Select
          aria-label={t`Position`}
          value={where}
          options={places}
          onChange={(e) => {
            const next = e.target.value as ToastPlacement
            setWhere(next)
            setToastPlacement(next)
          }}
        />
        <Button variant="outline" onClick={() => toast.success(t`Shown here`)}>{t`Show`}</Button>
        <Button variant="ghost" onClick={() => (setToastPlacement('bottom-end'), setWhere('bottom-end'))}>{t`Reset`}</Button>
      </Example>
      <Example title={t`Queue`} description={t`Up to five at once; the rest wait their turn.`} usage={`for (…) toast.info(…)`}>
        <Button variant="outline" onClick={() => [1, 2, 3, 4, 5, 6, 7].forEach((n) => toast.info(t`Card ${n} read`))}>
          {t`Read seven cards`}
        </Button>
        <Button variant="ghost" onClick={() => toast.dismiss()}>{t`Dismiss all`}</Button>
      </Example>
    </GalleryPage>
  )
}
