import { useLingui } from '@lingui/react/macro'
import { ProgressBar } from '@/ui/Progress'
import type { Course } from '@/core/api/contract/demo/academy'
import { isCompleted, progressPercent } from './labels'

/** A course's progress bar with "12 / 20 tasks" (green when completed). */
export function CourseProgress({ course, hideLabel }: { course: Course; hideLabel?: boolean }) {
  const { t, i18n } = useLingui()
  const pct = progressPercent(course)
  return (
    <ProgressBar
      size="sm"
      value={pct}
      tone={isCompleted(course) ? 'success' : 'primary'}
      hideLabel={hideLabel}
      label={t`Progress`}
      ariaLabel={t`Progress of ${course.courseTitle}`}
      valueText={<bdi dir="ltr">{`${i18n.number(course.completedTasks)} / ${i18n.number(course.totalTasks)}`}</bdi>}
    />
  )
}
