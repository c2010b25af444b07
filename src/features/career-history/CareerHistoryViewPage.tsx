import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { useResource } from '@/core/list/use-resource'
import type { CareerHistoryRow } from '@/core/api/contract/product/records-api'
import { Badge, Card, DetailList, PageHeader } from '@/ui'
import { RecordHeaderActions, RecordPending, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { careerApi } from './api'
import { careerKind } from './career-kind'

const link = css({ color: 'primary.text', textDecoration: 'none', _hover: { textDecoration: 'underline' } })

/** Route `apps-career-history-view`: one position of a person, with the name card it came from. */
export default function CareerHistoryViewPage() {
  const { i18n } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const row = useResource<CareerHistoryRow>(careerApi.url(id))
  const r = row.data
  const names = useNames()
  const personName = r ? names.display({ name: r.person_name, kana: r.person_kana }) : ''
  const remove = useDeleteRecords(careerKind)
  const date = (iso: string) => i18n.date(`${iso}T00:00:00`, { dateStyle: 'long' })
  const crumbs = [...(r ? [{ label: personName, href: pathFor('apps-person-view', { id: r.person_id }) }] : []), { label: <Trans>Career history</Trans> }]

  if (row.error || !r) return <RecordPending title={<Trans>Career history</Trans>} breadcrumbs={crumbs} error={row.error} onRetry={row.reload} />

  return (
    <>
      <PageHeader
        title={r.company_name}
        subtitle={[r.department, r.position].filter(Boolean).join(' · ')}
        breadcrumbs={crumbs}
        actions={r.editable && <RecordHeaderActions editHref={pathFor('apps-career-history-edit', { id: r.id })} onDelete={() => remove([r.id], r, () => navigate(pathFor('apps-person-view', { id: r.person_id })))} />}
      />
      <Card className={css({ maxW: '48rem' })}>
        <DetailList
          items={[
            { label: <Trans>Person</Trans>, value: <Link href={pathFor('apps-person-view', { id: r.person_id })} className={link}>{personName}</Link> },
            { label: <Trans>Company</Trans>, value: r.company_id ? <Link href={pathFor('apps-company-view', { id: r.company_id })} className={link}>{r.company_name}</Link> : r.company_name },
            { label: <Trans>Department</Trans>, value: r.department },
            { label: <Trans>Position</Trans>, value: r.position },
            { label: <Trans>Started on</Trans>, value: date(r.started_on) },
            { label: <Trans>Ended on</Trans>, value: r.ended_on ? date(r.ended_on) : <Badge tone="success"><Trans>Current position</Trans></Badge> },
            {
              label: <Trans>Source</Trans>,
              value:
                r.source_process_id && r.source_card_id ? (
                  <Link href={pathFor('apps-process-view-detail', { id: r.source_process_id, namecard: r.source_card_id })} className={link}>
                    <Trans>Name card #{r.source_card_id}</Trans>
                  </Link>
                ) : r.source === 'manual' ? (
                  <Trans>Entered by hand</Trans>
                ) : (
                  <Trans>A name card that was removed</Trans>
                ),
            },
          ]}
        />
      </Card>
    </>
  )
}
