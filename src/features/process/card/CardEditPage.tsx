import { useLayoutEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { Process, StoredNameCard } from '@/core/api/contract/product/process'
import { useResource } from '@/core/list/use-resource'
import { Button, Card, ConflictNotice, EmptyState, ErrorState, FormAlert, LoadingState, PageHeader, toast, useForm, useUnsavedChangesGuard } from '@/ui'
import { processApi } from '../api'
import { announce } from '../analysis/live-updates'
import { ErrorText } from '../components/StatusBadges'
import { canCheckAsOffice, canCheckAsSales } from '../permissions'
import { CardFormSchema, valuesOf } from './card-form'
import { CardFormFields } from './CardFormFields'
import { DoubtfulFieldsNote } from './DoubtfulFields'
import { CardImageViewer } from './CardImageViewer'
import { CardNav } from './CardNav'
import { useCardNeighbours } from './use-card-neighbours'
import { pathFor } from '@/core/routing/paths'

/** Correct what was read, beside the picture; save, or save and mark the card checked. */
export default function CardEditPage() {
  useSignals()
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const params = useParams<{ id: string; namecard: string }>()
  const processId = Number(params.id)
  const cardId = Number(params.namecard)
  const process = useResource<Process>(`processes/${processId}`)
  const card = useResource<StoredNameCard>(`processes/${processId}/namecards/${cardId}`)
  const { next } = useCardNeighbours(processId, cardId)
  const c = card.data
  const form = useForm(CardFormSchema, c ? valuesOf(c) : valuesOf(EMPTY))
  const [loadedFor, setLoadedFor] = useState<{ id: number; updatedAt: string } | null>(null)
  const [andCheck, setAndCheck] = useState(false)
  // The form starts from the card once it arrives (and again after a save or "Reload" on a
  // conflict), before the browser paints: "next card" never shows a frame of the previous one.
  useLayoutEffect(() => {
    if (c && c.id === cardId && (loadedFor?.id !== c.id || loadedFor.updatedAt !== c.updated_at)) {
      form.reset(valuesOf(c))
      setLoadedFor({ id: c.id, updatedAt: c.updated_at })
    }
  }, [c, cardId, loadedFor, form])
  useUnsavedChangesGuard(form.dirty && !form.submitting)

  if (card.error) {
    return card.error.status === 404 ? <EmptyState title={<Trans>This card does not exist</Trans>} /> : <ErrorState error={card.error} onRetry={() => void card.reload()} />
  }
  if (!c || c.id !== cardId || loadedFor?.id !== cardId) return <LoadingState />

  const checkTarget = c.card_status === 'uncheck' && canCheckAsOffice() ? 'checked_by_office' : c.card_status === 'checked_by_office' && canCheckAsSales() ? 'checked_by_sales' : null

  const save = (check: boolean) =>
    form.handleSubmit(async (output) => {
      setAndCheck(check)
      const saved = await processApi.saveCard(processId, cardId, { ...output, updated_at: c.updated_at })
      card.setData(saved)
      if (check && checkTarget) await processApi.check(processId, [cardId], checkTarget)
      announce({ type: 'cards-changed', processId, cardId })
      toast.success(check ? t`Saved and marked checked` : t`Saved`)
      form.reset(valuesOf(saved))
      navigate(check && next !== undefined ? pathFor('apps-process-view-edit', { id: processId, namecard: next }) : pathFor('apps-process-view-detail', { id: processId, namecard: cardId }))
    })
  const processName = process.data?.process_name ?? '…'

  return (
    <>
      <PageHeader
        title={<Trans>Correct {c.file_name}</Trans>}
        breadcrumbs={[{ label: <Trans>Processes</Trans>, href: pathFor('apps-process-list') }, { label: processName, href: pathFor('apps-process-view', { id: processId }) }, { label: c.file_name }]}
        actions={<CardNav processId={processId} cardId={cardId} mode="edit" />}
      />
      {/* Photo beside the form from 960 px on (a 1024 px tablet), so staff compare them line by line. */}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: '5', alignItems: 'start' })}>
        <Card className={css({ position: { md: 'sticky' }, top: { md: '5rem' } })}>
          <CardImageViewer imageId={c.image} fileName={c.file_name} />
          {c.err_msg && (
            <p role="note" className={css({ mt: '3', p: '3', borderRadius: 'md', bg: 'danger.subtle', color: 'danger.text', fontSize: 'sm' })}>
              <ErrorText message={c.err_msg} />
            </p>
          )}
        </Card>
        <form onSubmit={save(false)} noValidate>
          <Card
            footer={
              <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
                <Button variant="outline" tone="neutral" onClick={() => navigate(pathFor('apps-process-view-detail', { id: processId, namecard: cardId }))} disabled={form.submitting}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" variant={checkTarget ? 'outline' : 'solid'} startIcon={<IconDeviceFloppy />} loading={form.submitting && !andCheck} disabled={form.submitting}>
                  <Trans>Save</Trans>
                </Button>
                {checkTarget && (
                  <Button startIcon={<IconCheck />} loading={form.submitting && andCheck} disabled={form.submitting} onClick={() => void save(true)()}>
                    {checkTarget === 'checked_by_office' ? <Trans>Save and mark checked by office</Trans> : <Trans>Save and mark checked by sales</Trans>}
                  </Button>
                )}
              </div>
            }
          >
            <div className={css({ display: 'grid', gap: '3', mb: form.conflict || form.formError ? '4' : '0' })}>
              {form.conflict && <ConflictNotice conflict={form.conflict} onReload={() => card.reload()} />}
              <FormAlert message={form.formError} />
            </div>
            {c && <DoubtfulFieldsNote card={c} />}
            <CardFormFields form={form} doubtful={c?.doubtful_fields} unfound={c?.doubtful_fields?.filter((f) => !c[f])} />
          </Card>
        </form>
      </div>
    </>
  )
}

const EMPTY = { full_name: '', full_name_kana: '', company: '', department: '', position: '', email: '', phone_number: '', postal_code: '', address: '', website: '' } as StoredNameCard
