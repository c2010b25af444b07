import { useEffect, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { Process, StoredNameCard } from '@/core/api/contract/product/process'
import { toApiFailure } from '@/core/list/api-failure'
import { useResource } from '@/core/list/use-resource'
import { Button, Card, EmptyState, ErrorState, LoadingState, PageHeader, toast } from '@/ui'
import { useUnsavedChangesGuard } from '../temp-form-field'
import { processApi } from '../api'
import { announce } from '../analysis/live-updates'
import { ErrorText } from '../components/StatusBadges'
import { canCheckAsOffice, canCheckAsSales } from '../permissions'
import { checkValues, valuesOf, type FormField, type FormValues } from './card-form'
import { CardFormFields } from './CardFormFields'
import { CardImageViewer } from './CardImageViewer'
import { CardNav } from './CardNav'
import { useCardNeighbours } from './use-card-neighbours'

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
  const [values, setValues] = useState<FormValues | null>(null)
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({})
  const [saving, setSaving] = useState<'save' | 'check' | null>(null)
  const c = card.data
  useEffect(() => {
    if (c && c.id === cardId) setValues(valuesOf(c))
  }, [c, cardId])
  const dirty = !!c && !!values && JSON.stringify(values) !== JSON.stringify(valuesOf(c))
  useUnsavedChangesGuard(dirty && !saving)

  if (card.error) {
    return card.error.status === 404 ? <EmptyState title={<Trans>This card does not exist</Trans>} /> : <ErrorState error={card.error} onRetry={() => void card.reload()} />
  }
  if (!c || !values || c.id !== cardId) return <LoadingState />

  const checkTarget = c.card_status === 'uncheck' && canCheckAsOffice() ? 'checked_by_office' : c.card_status === 'checked_by_office' && canCheckAsSales() ? 'checked_by_sales' : null

  const save = async (andCheck: boolean) => {
    const checked = checkValues(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      toast.error(t`Some fields need a correction`)
      return
    }
    setErrors({})
    setSaving(andCheck ? 'check' : 'save')
    try {
      const saved = await processApi.saveCard(processId, cardId, { ...checked.output, updated_at: c.updated_at })
      card.setData(saved)
      if (andCheck && checkTarget) await processApi.check(processId, [cardId], checkTarget)
      announce({ type: 'cards-changed', processId, cardId })
      toast.success(andCheck ? t`Saved and marked checked` : t`Saved`)
      navigate(andCheck && next !== undefined ? `/apps/process/view/${processId}/edit/${next}` : `/apps/process/view/${processId}/detail/${cardId}`)
    } catch (error) {
      const failure = toApiFailure(error)
      if (failure.status === 409) {
        toast.error(t`Someone changed this card meanwhile`, { description: failure.message, action: { label: t`Reload`, onClick: () => void card.reload() } })
      } else if (failure.fields) {
        setErrors(Object.fromEntries(Object.entries(failure.fields).map(([k, m]) => [k, m[0]])))
        toast.error(t`Some fields need a correction`)
      } else toast.error(t`Could not save`, { description: failure.message })
    } finally {
      setSaving(null)
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void save(false)
  }
  const processName = process.data?.process_name ?? '…'

  return (
    <>
      <PageHeader
        title={<Trans>Correct {c.file_name}</Trans>}
        breadcrumbs={[{ label: <Trans>Processes</Trans>, href: '/apps/process/list' }, { label: processName, href: `/apps/process/view/${processId}` }, { label: c.file_name }]}
        actions={<CardNav processId={processId} cardId={cardId} mode="edit" />}
      />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: '5', alignItems: 'start' })}>
        <Card className={css({ position: { lg: 'sticky' }, top: { lg: '5rem' } })}>
          <CardImageViewer imageId={c.image} fileName={c.file_name} />
          {c.err_msg && (
            <p role="note" className={css({ mt: '3', p: '3', borderRadius: 'md', bg: 'danger.subtle', color: 'danger.text', fontSize: 'sm' })}>
              <ErrorText message={c.err_msg} />
            </p>
          )}
        </Card>
        <form onSubmit={submit} noValidate>
          <Card
            footer={
              <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
                <Button variant="outline" tone="neutral" onClick={() => navigate(`/apps/process/view/${processId}/detail/${cardId}`)} disabled={!!saving}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" variant={checkTarget ? 'outline' : 'solid'} startIcon={<IconDeviceFloppy />} loading={saving === 'save'} disabled={!!saving}>
                  <Trans>Save</Trans>
                </Button>
                {checkTarget && (
                  <Button startIcon={<IconCheck />} loading={saving === 'check'} disabled={!!saving} onClick={() => void save(true)}>
                    {checkTarget === 'checked_by_office' ? <Trans>Save and mark checked by office</Trans> : <Trans>Save and mark checked by sales</Trans>}
                  </Button>
                )}
              </div>
            }
          >
            <CardFormFields values={values} errors={errors} onChange={(field, value) => setValues({ ...values, [field]: value })} />
          </Card>
        </form>
      </div>
    </>
  )
}
