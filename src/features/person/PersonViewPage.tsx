import { IconMail, IconPhone } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { useResource } from '@/core/list/use-resource'
import type { ListResponse } from '@/core/api/contract/common'
import type { CareerHistoryRow, PersonRow } from '@/core/api/contract/product/records-api'
import { Card } from '@/ui'
import { DetailList } from '@/ui/detail/DetailList'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordAvatarTitle, RecordHeaderActions, RecordPending, useDeleteRecords } from '@/ui/record'
import { EmptyState } from '@/ui/states/EmptyState'
import { ErrorState } from '@/ui/states/ErrorState'
import { LoadingState } from '@/ui/states/LoadingState'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { personsApi } from './api'
import { CareerTimeline } from './CareerTimeline'
import { CareerAdd } from './CareerAdd'
import { personKind } from './person-kind'

const link = css({ color: 'primary.text', textDecoration: 'none', _hover: { textDecoration: 'underline' } })
const iconLink = css({ color: 'primary.text', textDecoration: 'none', display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: '0', _hover: { textDecoration: 'underline' }, '& svg': { flexShrink: 0 } })

/** Route `apps-person-view`: contact details and the career history as a timeline linking to source name cards. */
export default function PersonViewPage() {
  const { t, i18n } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const person = useResource<PersonRow>(personsApi.url(id))
  const career = useResource<ListResponse<CareerHistoryRow>>(`persons/${id}/career-histories?itemsPerPage=-1&sortBy=started_on&orderBy=desc`)
  const remove = useDeleteRecords(personKind)
  const names = useNames()
  const p = person.data
  const name = p ? names.display(p) : ''
  const crumbs = [{ label: <Trans>Persons</Trans>, href: pathFor('apps-person-list') }, { label: name || '…' }]
  const formatDate = (iso: string) => i18n.date(`${iso}T00:00:00`, { dateStyle: 'medium' })

  if (person.error || !p) return <RecordPending title={<Trans>Person</Trans>} breadcrumbs={crumbs} error={person.error} onRetry={person.reload} />

  return (
    <>
      <PageHeader
        title={<RecordAvatarTitle name={name} />}
        subtitle={names.secondary(p)}
        breadcrumbs={crumbs}
        actions={p.editable && <RecordHeaderActions editHref={pathFor('apps-person-edit', { id: p.id })} onDelete={() => remove([p.id], p, () => navigate(pathFor('apps-person-list')))} />}
      />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' })}>
        <Card title={t`Contact`}>
          <DetailList
            items={[
              { label: <Trans>Company</Trans>, value: p.company_id ? <Link href={pathFor('apps-company-view', { id: p.company_id })} className={link}>{p.company_name}</Link> : null },
              { label: <Trans>Department</Trans>, value: p.department },
              { label: <Trans>Position</Trans>, value: p.position },
              { label: <Trans>Email</Trans>, value: p.email ? <a href={`mailto:${p.email}`} className={iconLink}><IconMail size={14} aria-hidden="true" /><span>{p.email}</span></a> : null },
              { label: <Trans>Phone</Trans>, value: p.phone_number ? <a href={`tel:${p.phone_number}`} className={iconLink}><IconPhone size={14} aria-hidden="true" /><span dir="ltr">{p.phone_number}</span></a> : null },
              { label: <Trans>Sales owner</Trans>, value: names.display({ name: p.sales_name, kana: p.sales_kana }) },
              { label: <Trans>Note</Trans>, value: p.note },
              { label: <Trans>Updated</Trans>, value: i18n.date(p.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) },
            ]}
          />
        </Card>
        <Card title={t`Career history`} subtitle={t`Newest first; the current position has no end date.`} actions={p.editable && <CareerAdd personId={p.id} />}>
          {career.error ? (
            <ErrorState compact error={career.error} onRetry={() => void career.reload()} />
          ) : !career.data ? (
            <LoadingState />
          ) : career.data.items.length === 0 ? (
            <EmptyState compact title={t`No career history yet`} description={t`Add the positions this person has held.`} />
          ) : (
            <CareerTimeline rows={career.data.items} formatDate={formatDate} />
          )}
        </Card>
      </div>
    </>
  )
}
