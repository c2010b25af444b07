import { useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { css, cx } from 'styled-system/css'
import type { Course } from '@/core/api/contract/demo/academy'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { duration } from '@/core/i18n/demo-format'
import { useListQuery } from '@/core/list/use-list-query'
import { pathFor } from '@/core/routing/paths'
import { userData } from '@/core/session/session'
import { Avatar, Badge, ButtonLink, Card, DataTable, DataTableToolbar, EmptyState, PageHeader, tablePropsFromList, toolbarPropsFromList } from '@/ui'
import { BarChart, RadialGauge } from '@/ui/charts'
import { DashboardCard } from '@/ui/DashboardCard'
import { COURSES_URL, listFetcher, selectCourses } from './api'
import { CourseProgress } from './CourseProgress'
import { TAG_LABELS } from './labels'

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(12, minmax(0, 1fr))' } })
const spanLg = (n: number) => css({ lg: { gridColumn: `span ${n}` } })

function WelcomeCard() {
  useSignals()
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('academy', 'summary')
  const s = res.data
  const name = userData.value?.fullName ?? ''
  return (
    <DashboardCard title={name ? t`Welcome back, ${name}` : t`Welcome back`} subtitle={t`Your learning at a glance`} load={res} ready={!!s} skeleton="list">
      {s && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', alignItems: 'center', justifyContent: 'space-between' })}>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(7rem, 1fr))', gap: '4', flex: '1 1 16rem', '& dt': { fontSize: 'sm', color: 'fg.muted' }, '& dd': { fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' } })}>
            <div><dt>{t`Courses`}</dt><dd>{f.number(s.courses)}</dd></div>
            <div><dt>{t`Completed`}</dt><dd>{f.number(s.completed)}</dd></div>
            <div><dt>{t`In progress`}</dt><dd>{f.number(s.inProgress)}</dd></div>
            <div><dt>{t`Not started`}</dt><dd>{f.number(s.notStarted)}</dd></div>
          </dl>
          <div className={css({ flex: '0 0 auto', mx: 'auto' })}>
            <RadialGauge label={t`Tasks done`} percent={s.tasksTotal ? (s.tasksDone / s.tasksTotal) * 100 : 0} caption={`${f.number(s.tasksDone)} / ${f.number(s.tasksTotal)}`} size={170} />
          </div>
          <ButtonLink href={pathFor('apps-academy-my-course')} variant="outline" size="sm">
            <Trans>Go to my courses</Trans>
          </ButtonLink>
        </div>
      )}
    </DashboardCard>
  )
}

function TopicsCard() {
  const { t, i18n } = useLingui()
  const res = useDashboardCard('academy', 'topics')
  const rows = res.data?.rows ?? []
  return (
    <DashboardCard title={t`Topic interest`} subtitle={t`Learners per topic`} load={res} ready={!!res.data} tableToggle>
      {({ showTable }) => (
        <BarChart
          colorByCategory
          label={t`Learners per topic`}
          categories={rows.map((r) => i18n._(TAG_LABELS[r.tag as Course['tags']] ?? { id: r.tag }))}
          series={[{ name: t`Learners`, values: rows.map((r) => r.learners) }, ...(showTable ? [{ name: t`Courses`, values: rows.map((r) => r.courses) }] : [])]}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

function TutorsCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('academy', 'tutors')
  return (
    <DashboardCard title={t`Popular instructors`} subtitle={t`By learners`} load={res} ready={!!res.data} skeleton="list">
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
        {(res.data?.rows ?? []).map((r) => (
          <li key={r.name} className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <Avatar name={r.name} src={r.avatar} decorative />
            <div className={css({ flex: '1', minW: '0' })}>
              <p className={css({ fontWeight: 'medium' })}>{r.name}</p>
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t({ message: plural(r.courses, { one: '# course', other: '# courses' }) })} · ★ {f.number(r.rating)}</p>
            </div>
            <Badge tone="primary">{t({ message: plural(r.learners, { one: '# learner', other: '# learners' }) })}</Badge>
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

function CourseTable() {
  const { t, i18n } = useLingui()
  const list = useListQuery<Course>({ url: COURSES_URL, fetcher: listFetcher, select: selectCourses, defaults: { itemsPerPage: 5 } })
  const columns = useMemo<ColumnDef<Course>[]>(
    () => [
      {
        id: 'courseName',
        // Accessors make the spec's sort keys sortable (the server sorts).
        accessorFn: (c) => c.courseTitle,
        header: t`Course`,
        cell: ({ row: { original: c } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '14rem' })}>
            <Avatar name={c.user} src={c.tutorImg} size="sm" decorative />
            <div>
              <Link href={pathFor('apps-academy-course-details')} className={css({ color: 'fg', fontWeight: 'medium', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })}>{c.courseTitle}</Link>
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{c.user}</p>
            </div>
          </div>
        ),
      },
      { id: 'tags', header: t`Topic`, enableSorting: false, cell: ({ row }) => <Badge tone="neutral">{i18n._(TAG_LABELS[row.original.tags])}</Badge> },
      { id: 'time', header: t`Time`, enableSorting: false, meta: { nowrap: true, hideBelow: 'lg' }, cell: ({ row }) => duration(i18n, row.original.time) },
      { id: 'progress', accessorFn: (c) => c.completedTasks / c.totalTasks, header: t`Progress`, cell: ({ row }) => <div className={css({ minW: '10rem' })}><CourseProgress course={row.original} hideLabel /></div> },
      { id: 'userCount', header: t`Learners`, enableSorting: false, meta: { align: 'end' }, cell: ({ row }) => i18n.number(row.original.userCount) },
    ],
    [t, i18n],
  )
  return (
    <Card padding="none" title={t`Course list`}>
      <DataTableToolbar {...toolbarPropsFromList(list)} searchPlaceholder={t`Search course or tutor…`} />
      <DataTable
        {...tablePropsFromList(list)}
        label={t`Course list`}
        columns={columns}
        getRowId={(c) => String(c.id)}
        empty={<EmptyState compact title={t`No course matches`} description={t`Try another search.`} />}
      />
    </Card>
  )
}

/** Routes `apps-academy-dashboard` and `dashboards-academy`: welcome, topic interest, instructors and the course list. */
export default function AcademyDashboardPage() {
  return (
    <>
      <PageHeader title={<Trans>Academy</Trans>} subtitle={<Trans>Courses, progress and what learners follow.</Trans>} breadcrumbs={[{ label: <Trans>Academy</Trans> }, { label: <Trans>Dashboard</Trans> }]} />
      <div className={grid}>
        <div className={cx(spanLg(7), css({ md: { gridColumn: '1 / -1' }, lg: { gridColumn: 'span 7' } }))}><WelcomeCard /></div>
        <div className={spanLg(5)}><TopicsCard /></div>
        <div className={cx(spanLg(12), css({ md: { gridColumn: 'span 1' } }))}><TutorsCard /></div>
      </div>
      <div className={css({ mt: '6' })}><CourseTable /></div>
    </>
  )
}
