import { Link } from 'wouter'
import { IconBuilding, IconId, IconPencil } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { CareerHistoryRow } from '@/core/api/contract/product/records-api'
import { Badge, ButtonLink } from '@/ui'
import { pathFor } from '@/core/routing/paths'

const list = css({ listStyle: 'none', m: '0', p: '0', position: 'relative' })
// The rail runs along the inline start, so it mirrors in rtl.
const item = css({
  position: 'relative',
  ps: '8',
  pb: '6',
  _before: { content: '""', position: 'absolute', insetInlineStart: '11px', top: '6', bottom: '0', w: '2px', bg: 'border' },
  '&:last-child': { pb: '0', _before: { display: 'none' } },
})
const dot = css({ position: 'absolute', insetInlineStart: '0', top: '0.5', w: '6', h: '6', borderRadius: 'full', display: 'grid', placeItems: 'center', bg: 'bg.muted', color: 'fg.muted', '& svg': { w: '3.5', h: '3.5' } })
const currentDot = css({ bg: 'primary', color: 'primary.fg', boxShadow: '0 0 0 4px token(colors.primary.subtle)' })
const link = css({ color: 'primary.text', textDecoration: 'none', _hover: { textDecoration: 'underline' } })

/** A person's career, newest first: the current position (no end date) on top, each row linking to its card. */
export function CareerTimeline({ rows, formatDate }: { rows: CareerHistoryRow[]; formatDate: (iso: string) => string }) {
  const { t } = useLingui()
  return (
    <ol className={list} aria-label={t`Career history`}>
      {rows.map((row) => {
        const current = !row.ended_on
        return (
          <li key={row.id} className={item} data-current={current ? '' : undefined}>
            <span className={`${dot} ${current ? currentDot : ''}`} aria-hidden="true">
              <IconBuilding />
            </span>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', justifyContent: 'space-between' })}>
              <div className={css({ minW: '0' })}>
                <p className={css({ fontWeight: 'semibold', m: '0' })}>
                  {row.company_id ? (
                    <Link href={pathFor('apps-company-view', { id: row.company_id })} className={link}>
                      {row.company_name}
                    </Link>
                  ) : (
                    row.company_name
                  )}{' '}
                  {current && (
                    <Badge tone="success" size="sm">
                      <Trans>Current</Trans>
                    </Badge>
                  )}
                </p>
                <p className={css({ color: 'fg.muted', fontSize: 'sm', m: '0' })}>{[row.department, row.position].filter(Boolean).join(' · ') || '—'}</p>
              </div>
              {row.editable && (
                <ButtonLink href={pathFor('apps-career-history-edit', { id: row.id })} size="xs" variant="ghost" tone="neutral" startIcon={<IconPencil />} aria-label={t`Edit career row at ${row.company_name}`}>
                  <Trans>Edit</Trans>
                </ButtonLink>
              )}
            </div>
            <p className={css({ fontSize: 'sm', m: '0', mt: '1' })}>
              <Link href={pathFor('apps-career-history-view', { id: row.id })} className={link}>
                <time dateTime={row.started_on}>{formatDate(row.started_on)}</time> – {row.ended_on ? <time dateTime={row.ended_on}>{formatDate(row.ended_on)}</time> : <Trans>present</Trans>}
              </Link>
            </p>
            <p className={css({ fontSize: 'xs', color: 'fg.muted', m: '0', mt: '1', display: 'flex', alignItems: 'center', gap: '1' })}>
              <IconId size={14} aria-hidden="true" />
              {row.source_process_id && row.source_card_id ? (
                <Link href={pathFor('apps-process-view-detail', { id: row.source_process_id, namecard: row.source_card_id })} className={link}>
                  <Trans>From name card #{row.source_card_id}</Trans>
                </Link>
              ) : row.source.startsWith('namecard:') ? (
                <Trans>From a name card that was removed</Trans>
              ) : (
                <Trans>Entered by hand</Trans>
              )}
            </p>
          </li>
        )
      })}
    </ol>
  )
}
