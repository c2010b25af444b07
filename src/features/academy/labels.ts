import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Course } from '@/core/api/contract/demo/academy'

/** The course tags (spec §3) in the user's words. */
export const TAG_LABELS: Record<Course['tags'], MessageDescriptor> = {
  Web: msg`Web`,
  Design: msg`Design`,
  Psychology: msg`Psychology`,
  'UI/UX': msg`UI/UX`,
  Art: msg`Art`,
}

/** Spec §4: a course is completed when completedTasks equals totalTasks. */
export const isCompleted = (c: Pick<Course, 'completedTasks' | 'totalTasks'>) => c.completedTasks === c.totalTasks
export const progressPercent = (c: Pick<Course, 'completedTasks' | 'totalTasks'>) => (c.totalTasks > 0 ? Math.round((c.completedTasks / c.totalTasks) * 100) : 0)
