import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { IconBuilding, IconChecks, IconEdit, IconHourglass, IconUser, IconUserCheck } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { Process, StoredNameCard } from '@/core/api/contract/product/process'
import { useResource } from '@/core/list/use-resource'
import { pathFor } from '@/core/routing/paths'
import { Button, ButtonLink, Card, EmptyState, ErrorState, LoadingState, PageHeader } from '@/ui'
import { AnalystBadge, CardStatusBadge, ErrorText } from '../components/StatusBadges'
import { useLiveRefresh } from '../hooks/use-live-refresh'
import { canCheckAsOffice, canCheckAsSales } from '../permissions'
import { useCardActions } from '../view/use-card-actions'
import { CardFields } from './CardFields'
import { DoubtfulFieldsNote } from './DoubtfulFields'
import { CardImageViewer } from './CardImageViewer'
import { CardNav } from './CardNav'

/** One card: the picture (zoom, rotate) beside what was read, previous/next with the keyboard. */
export default function CardDetailPage() {
  useSignals()
  const { t } = useLingui()
  const params = useParams<{ id: string; namecard: string }>()
  const processId = Number(params.id)
  const cardId = Number(params.namecard)
  const process = useResource<Process>(`processes/${processId}`)
  const card = useResource<StoredNameCard>(`processes/${processId}/namecards/${cardId}`)
  const c = card.data
  useLiveRefresh(() => void card.reload(), c?.analyst_status === null, processId)
  const actions = useCardActions(processId, () => void card.reload())

  if (card.error) {
    return card.error.status === 404 ? (
      <EmptyState
        title={<Trans>This card does not exist</Trans>}
        action={
          <ButtonLink href={pathFor('apps-process-view', { id: processId })} variant="outline">
            <Trans>Back to the process</Trans>
          </ButtonLink>
        }
      />
    ) : <ErrorState error={card.error} onRetry={() => void card.reload()} />
  }
  if (!c || c.id !== cardId) return <LoadingState />
  const processName = process.data?.process_name ?? '…'
  const canOffice = canCheckAsOffice() && c.card_status === 'uncheck' && c.analyst_status === 'success'
  const canSales = canCheckAsSales() && c.card_status === 'checked_by_office'
  // Sales alone cannot check a card the office has not checked yet: say so instead of no button.
  const waitingForOffice = canCheckAsSales() && !canCheckAsOffice() && c.card_status === 'uncheck'

  return (
    <>
      <PageHeader
        title={c.full_name || c.file_name}
        subtitle={c.company || undefined}
        breadcrumbs={[{ label: <Trans>Processes</Trans>, href: pathFor('apps-process-list') }, { label: processName, href: pathFor('apps-process-view', { id: processId }) }, { label: c.file_name }]}
        actions={<CardNav processId={processId} cardId={cardId} mode="detail" />}
      />
      {/* Photo beside the fields from 960 px on (a 1024 px tablet), the photo staying in view while the fields scroll. */}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: '5', alignItems: 'start' })}>
        <Card className={css({ position: { md: 'sticky' }, top: { md: '5rem' } })}>
          <CardImageViewer imageId={c.image} fileName={c.file_name} />
        </Card>
        <Card
          title={t`What was read`}
          actions={
            <ButtonLink href={pathFor('apps-process-view-edit', { id: processId, namecard: cardId })} size="sm" startIcon={<IconEdit />}>
              <Trans>Correct</Trans>
            </ButtonLink>
          }
        >
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '3' })}>
            <AnalystBadge status={c.analyst_status} />
            <CardStatusBadge status={c.card_status} />
          </div>
          {c.err_msg && (
            <p role="note" className={css({ mb: '3', p: '3', borderRadius: 'md', bg: 'danger.subtle', color: 'danger.text', fontSize: 'sm' })}>
              <ErrorText message={c.err_msg} />
            </p>
          )}
          <DoubtfulFieldsNote card={c} />
          <CardFields card={c} />
          {waitingForOffice && (
            <p role="note" data-testid="waiting-for-office" className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', mt: '4', p: '3', borderRadius: 'md', bg: 'info.subtle', color: 'info.text', fontSize: 'sm' })}>
              <IconHourglass size={18} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
              <Trans>Waiting for the office check. Sales can check this card once the office has checked it.</Trans>
            </p>
          )}
          {(canOffice || canSales) && (
            <div className={css({ display: 'flex', gap: '2', mt: '4', flexWrap: 'wrap' })}>
              {canOffice && (
                <Button startIcon={<IconChecks />} loading={actions.busy === 'office'} onClick={() => void actions.checkOffice([c.id])}>
                  <Trans>Mark checked by office</Trans>
                </Button>
              )}
              {canSales && (
                <Button startIcon={<IconUserCheck />} loading={actions.busy === 'sales'} onClick={() => void actions.checkSales([c.id])}>
                  <Trans>Mark checked by sales</Trans>
                </Button>
              )}
            </div>
          )}
          {c.merged_person_id !== null && (
            <div className={css({ display: 'flex', gap: '2', mt: '4', flexWrap: 'wrap' })}>
              <ButtonLink href={pathFor('apps-person-view', { id: c.merged_person_id })} variant="outline" size="sm" startIcon={<IconUser />}>
                <Trans>Open the person</Trans>
              </ButtonLink>
              {c.merged_company_id !== null && (
                <ButtonLink href={pathFor('apps-company-view', { id: c.merged_company_id })} variant="outline" size="sm" startIcon={<IconBuilding />}>
                  <Trans>Open the company</Trans>
                </ButtonLink>
              )}
            </div>
          )}
          <p className={css({ mt: '4', fontSize: 'xs', color: 'fg.subtle' })}>{t`Tip: ← and → move between cards.`}</p>
        </Card>
      </div>
    </>
  )
}
