import { IconClock, IconUsers } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { ALL_COURSES, COURSE_TAGS, type Course } from '@/core/api/contract/demo/academy'
import { useListQuery } from '@/core/list/use-list-query'
import { pathFor } from '@/core/routing/paths'
import { duration } from '@/core/i18n/demo-format'
import { Avatar, Badge, Button, Card, EmptyState, ErrorState, Input, PageHeader, Pagination, Select, Skeleton, Switch } from '@/ui'
import { COURSES_URL, listFetcher, selectCourses } from './api'
import { CourseProgress } from './CourseProgress'
import { isCompleted, TAG_LABELS } from './labels'

const cardsGrid = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, p: '4' })
const SORTS = ['courseName:asc', 'courseName:desc', 'progress:asc', 'progress:desc'] as const

function CourseCard({ course: c }: { course: Course }) {
  const { t, i18n } = useLingui()
  return (
    <article className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', overflow: 'hidden', display: 'flex', flexDirection: 'column', bg: 'bg.surface' })}>
      <img src={c.image} alt="" loading="lazy" className={css({ w: 'full', h: '9rem', objectFit: 'cover', bg: 'bg.muted' })} />
      <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '3', flex: '1' })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
          <Badge tone="primary">{i18n._(TAG_LABELS[c.tags])}</Badge>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-label={t`Rated ${c.rating} out of 5 by ${c.ratingCount} learners`}>★ {i18n.number(c.rating)} ({i18n.number(c.ratingCount)})</span>
        </div>
        <h2 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
          <Link href={pathFor('apps-academy-course-details')} className={css({ color: 'fg', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })}>{c.courseTitle}</Link>
        </h2>
        <p dir="auto" className={css({ fontSize: 'sm', color: 'fg.muted', flex: '1' })}>{c.desc}</p>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
          <Avatar name={c.user} src={c.tutorImg} size="sm" decorative />
          <span>{c.user}</span>
        </div>
        <div className={css({ display: 'flex', gap: '4', fontSize: 'xs', color: 'fg.muted', '& span': { display: 'inline-flex', alignItems: 'center', gap: '1' } })}>
          <span><IconClock size={14} aria-hidden="true" /><bdi>{duration(i18n, c.time)}</bdi></span>
          <span><IconUsers size={14} aria-hidden="true" />{t({ message: plural(c.userCount, { one: '# learner', other: '# learners' }) })}</span>
        </div>
        <CourseProgress course={c} />
        {isCompleted(c) && <Badge tone="success" className={css({ alignSelf: 'flex-start' })}><Trans>Completed</Trans></Badge>}
      </div>
    </article>
  )
}

/**
 * Route `apps-academy-my-course`: the spec's course query in full, kept in the URL — label (All Courses or
 * a tag), search on title or tutor, hide completed, sort by name or progress, pages.
 */
export default function MyCoursePage() {
  const { t, i18n } = useLingui()
  const list = useListQuery<Course>({ url: COURSES_URL, fetcher: listFetcher, select: selectCourses, filters: ['label', 'hideCompleted'], defaults: { itemsPerPage: 6, sortBy: 'courseName', orderBy: 'asc' } })
  const { state } = list
  // The URL may carry the tag in any case (the server compares case-insensitively); the select shows the tag.
  const label = COURSE_TAGS.find((tag) => tag.toLowerCase() === state.filters.label?.toLowerCase()) ?? ALL_COURSES
  const hideCompleted = state.filters.hideCompleted === 'true'
  const sortLabels: Record<(typeof SORTS)[number], string> = {
    'courseName:asc': t`Course name, A to Z`,
    'courseName:desc': t`Course name, Z to A`,
    'progress:asc': t`Progress, lowest first`,
    'progress:desc': t`Progress, highest first`,
  }
  const filtered = Boolean(state.q || state.filters.label || hideCompleted)
  const clear = () => list.setState({ q: '', filters: { label: undefined, hideCompleted: undefined } })
  return (
    <>
      <PageHeader title={<Trans>My courses</Trans>} subtitle={<Trans>Pick up where you left off, or find a new topic.</Trans>} breadcrumbs={[{ label: <Trans>Academy</Trans>, href: pathFor('apps-academy-dashboard') }, { label: <Trans>My courses</Trans> }]} />
      <Card padding="none">
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', p: '4', borderBottomWidth: '1px', borderColor: 'border' })}>
          <Input type="search" aria-label={t`Search courses`} placeholder={t`Search course or tutor…`} value={list.searchText} onChange={(e) => list.setSearchText(e.currentTarget.value)} className={css({ flex: '1 1 14rem' })} />
          <Select aria-label={t`Topic`} value={label} onChange={(e) => list.setFilter('label', e.currentTarget.value === ALL_COURSES ? undefined : e.currentTarget.value)} options={[{ value: ALL_COURSES, label: t`All courses` }, ...COURSE_TAGS.map((tag) => ({ value: tag, label: i18n._(TAG_LABELS[tag]) }))]} className={css({ flex: '0 1 12rem' })} />
          <Select aria-label={t`Sort by`} value={`${state.sortBy ?? 'courseName'}:${state.orderBy ?? 'asc'}`} onChange={(e) => { const [by, order] = e.currentTarget.value.split(':'); list.setSort(by, order as 'asc' | 'desc') }} options={SORTS.map((s) => ({ value: s, label: sortLabels[s] }))} className={css({ flex: '0 1 14rem' })} />
          <Switch label={t`Hide completed`} checked={hideCompleted} onCheckedChange={(on) => list.setFilter('hideCompleted', on ? 'true' : undefined)} />
        </div>
        {list.error && !list.loading ? (
          <ErrorState error={list.error} onRetry={list.refetch} />
        ) : list.initialLoading ? (
          <div role="status" aria-label={t`Loading`} className={cardsGrid}>
            {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height="22rem" />)}
          </div>
        ) : list.data.length === 0 ? (
          <EmptyState
            compact
            title={filtered ? t`No course matches` : t`No courses yet`}
            description={filtered ? t`Try another topic or search, or show completed courses.` : t`Courses you join show here.`}
            action={filtered ? <Button variant="outline" onClick={clear}><Trans>Clear filters</Trans></Button> : undefined}
          />
        ) : (
          <ul aria-label={t`Courses`} aria-busy={list.loading || undefined} className={cardsGrid} style={{ listStyle: 'none', margin: 0 }}>
            {list.data.map((c) => (
              <li key={c.id} className={css({ display: 'flex', '& > article': { flex: '1' } })}><CourseCard course={c} /></li>
            ))}
          </ul>
        )}
        <Pagination page={state.page} itemsPerPage={state.itemsPerPage} total={list.total} onPageChange={list.setPage} onItemsPerPageChange={list.setItemsPerPage} pageSizes={[6, 12, 24]} />
      </Card>
    </>
  )
}
