import { useState } from 'react'
import { IconCircleCheckFilled, IconCircle, IconPlayerPlayFilled, IconPlayerPauseFilled, IconChevronDown } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { CourseDetails } from '@/core/api/contract/demo/academy'
import { useResource } from '@/core/list/use-resource'
import { pathFor } from '@/core/routing/paths'
import { duration } from '@/core/i18n/demo-format'
import { Avatar, Badge, Card, DetailList, ErrorState, IconButton, LoadingState, PageHeader } from '@/ui'
import { ProgressBar } from '@/ui/Progress'
import { SafeHtml } from '@/ui/safe-html'
import { DETAILS_URL, resourceFetcher } from './api'
import { courseLanguageLabel, skillLevelLabel } from './labels'

type Lesson = { section: number; topic: number }

const prose = css({ '& p': { mb: '3' }, '& ul': { listStyle: 'disc', ps: '6', mb: '3' }, '& li': { mb: '1' }, color: 'fg.muted', lineHeight: 'relaxed' })

/** The lesson area: the chosen lesson's title over the course art, with play/pause and its position in the course. */
function LessonPlayer({ course, lesson }: { course: CourseDetails; lesson: Lesson }) {
  const { t, i18n } = useLingui()
  const [playing, setPlaying] = useState(false)
  const section = course.content[lesson.section]
  const topic = section?.topics[lesson.topic]
  return (
    <div className={css({ position: 'relative', borderRadius: 'lg', overflow: 'hidden', aspectRatio: '16 / 9', bg: 'gray.900', color: 'white', display: 'grid', placeItems: 'center' })}>
      <div aria-hidden="true" className={css({ position: 'absolute', inset: '0', opacity: 0.5 })} style={{ background: 'radial-gradient(circle at 30% 30%, var(--colors-primary), transparent 60%), radial-gradient(circle at 75% 70%, var(--colors-info), transparent 55%)' }} />
      <div className={css({ position: 'relative', textAlign: 'center', px: '6', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })}>
        <p className={css({ fontSize: 'sm', opacity: 0.85 })}><bdi>{section?.title}</bdi></p>
        <p className={css({ fontSize: { base: 'lg', md: '2xl' }, fontWeight: 'semibold' })} aria-live="polite"><bdi>{topic?.title}</bdi></p>
        <IconButton label={playing ? t`Pause lesson` : t`Play lesson`} variant="solid" onClick={() => setPlaying((p) => !p)} className={css({ w: '14', h: '14', borderRadius: 'full' })}>
          {playing ? <IconPlayerPauseFilled /> : <IconPlayerPlayFilled />}
        </IconButton>
        <p className={css({ fontSize: 'sm', opacity: 0.85 })}><bdi>{topic && (playing ? t`Playing · ${duration(i18n, topic.time)}` : duration(i18n, topic.time))}</bdi></p>
      </div>
    </div>
  )
}

function ContentSections({ course, lesson, onPick }: { course: CourseDetails; lesson: Lesson; onPick: (l: Lesson) => void }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState<Set<string>>(() => new Set([course.content[0]?.id]))
  const toggle = (id: string) => setOpen((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n })
  return (
    <Card title={t`Course content`} padding="none">
      {course.content.map((section, si) => {
        const expanded = open.has(section.id)
        const done = section.topics.filter((x) => x.isCompleted).length
        return (
          <section key={section.id} className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
            <h3>
              <button type="button" aria-expanded={expanded} aria-controls={`${section.id}-topics`} onClick={() => toggle(section.id)} className={css({ display: 'flex', w: 'full', alignItems: 'center', gap: '3', px: '4', py: '3', textAlign: 'start', bg: 'bg.subtle', cursor: 'pointer', _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' } })}>
                <span className={css({ flex: '1', minW: '0' })}>
                  <bdi className={css({ display: 'block', fontWeight: 'semibold' })}>{section.title}</bdi>
                  <span className={css({ fontSize: 'xs', color: 'fg.muted' })}><bdi dir="ltr">{`${i18n.number(done)} / ${i18n.number(section.topics.length)}`}</bdi> · <bdi>{duration(i18n, section.time)}</bdi></span>
                </span>
                <IconChevronDown aria-hidden="true" size={18} className={css({ transition: 'transform 0.2s', transform: expanded ? 'rotate(180deg)' : undefined })} />
              </button>
            </h3>
            <ul id={`${section.id}-topics`} hidden={!expanded} className={css({ listStyle: 'none', p: '0', m: '0' })}>
              {section.topics.map((topic, ti) => {
                const current = lesson.section === si && lesson.topic === ti
                return (
                  <li key={topic.title}>
                    <button type="button" aria-current={current || undefined} onClick={() => onPick({ section: si, topic: ti })} className={cx(css({ display: 'flex', w: 'full', alignItems: 'center', gap: '3', px: '4', py: '2.5', textAlign: 'start', cursor: 'pointer', fontSize: 'sm', _hover: { bg: 'bg.subtle' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' } }), current ? css({ bg: 'primary.subtle', color: 'primary.text' }) : undefined)}>
                      {topic.isCompleted ? <IconCircleCheckFilled size={18} className={css({ color: 'success', flexShrink: 0 })} aria-label={t`Completed`} /> : <IconCircle size={18} className={css({ color: 'fg.subtle', flexShrink: 0 })} aria-label={t`Not completed`} />}
                      <bdi className={css({ flex: '1', minW: '0' })}>{topic.title}</bdi>
                      <bdi className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>{duration(i18n, topic.time)}</bdi>
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </Card>
  )
}

/** Route `apps-academy-course-details`: lesson player, about, details, the sanitised description, instructor, content sections. */
export default function CourseDetailsPage() {
  const { t, i18n } = useLingui()
  const res = useResource<CourseDetails>(DETAILS_URL, { fetcher: resourceFetcher })
  const [lesson, setLesson] = useState<Lesson>({ section: 0, topic: 0 })
  const crumbs = [{ label: <Trans>Academy</Trans>, href: pathFor('apps-academy-dashboard') }, { label: <Trans>My courses</Trans>, href: pathFor('apps-academy-my-course') }, { label: <Trans>Course details</Trans> }]
  if (res.error && !res.loading) return <><PageHeader title={<Trans>Course details</Trans>} breadcrumbs={crumbs} /><Card><ErrorState error={res.error} onRetry={() => void res.reload()} /></Card></>
  const c = res.data
  if (!c) return <><PageHeader title={<Trans>Course details</Trans>} breadcrumbs={crumbs} /><LoadingState /></>
  const topics = c.content.flatMap((s) => s.topics)
  const done = topics.filter((x) => x.isCompleted).length
  return (
    <>
      <PageHeader title={<bdi>{c.title}</bdi>} subtitle={<bdi>{c.about}</bdi>} breadcrumbs={crumbs} actions={<Badge tone="primary">{skillLevelLabel(i18n, c.skillLevel)}</Badge>} />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
          <Card>
            <LessonPlayer course={c} lesson={lesson} />
            <div className={css({ mt: '4' })}>
              <ProgressBar value={done} max={topics.length} label={t`Course progress`} valueText={<bdi dir="ltr">{`${i18n.number(done)} / ${i18n.number(topics.length)}`}</bdi>} tone={done === topics.length ? 'success' : 'primary'} />
            </div>
          </Card>
          <Card title={t`About this course`}>
            <DetailList
              items={[
                { label: t`Skill level`, value: skillLevelLabel(i18n, c.skillLevel) },
                { label: t`Students`, value: i18n.number(c.totalStudents) },
                { label: t`Language`, value: courseLanguageLabel(i18n, c.language) },
                { label: t`Captions`, value: c.isCaptions ? t`Yes` : t`No` },
                { label: t`Length`, value: duration(i18n, c.length) },
                { label: t`Lectures`, value: i18n.number(c.totalLectures) },
              ]}
            />
            <h3 className={css({ fontWeight: 'semibold', mt: '6', mb: '2' })}><Trans>Description</Trans></h3>
            {/* Data text keeps its own direction (English in the Arabic UI reads left to right). */}
            <div dir="auto"><SafeHtml html={c.description} className={prose} /></div>
          </Card>
          <Card title={t`Instructor`}>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <Avatar name={c.instructor} src={c.instructorAvatar} size="lg" decorative />
              <div>
                <p className={css({ fontWeight: 'semibold' })}>{c.instructor}</p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{c.instructorPosition}</p>
              </div>
            </div>
          </Card>
        </div>
        <ContentSections course={c} lesson={lesson} onPick={setLesson} />
      </div>
    </>
  )
}
