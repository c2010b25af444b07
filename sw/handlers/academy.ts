import type { RequestContext, Router } from '../server/router'
import { empty, ok, type HandlerResult } from '../server/http'
import { readListParams, runListQuery } from '../server/list-query'
import { ALL_COURSES, type Course, type CourseDetails, type CoursesResponse } from '../../src/core/api/contract/demo/academy'

/** Spec §4: a course is completed when completedTasks equals totalTasks. */
export const isCompleted = (c: Course) => c.completedTasks === c.totalTasks
export const progressOf = (c: Course) => (c.totalTasks > 0 ? c.completedTasks / c.totalTasks : 0)

/**
 * GET /api/apps/academy/courses — spec §5/§7: q on title or tutor, label = tag (case-insensitive,
 * 'All Courses' or empty = every tag), hideCompleted, sortBy courseName | progress, page/itemsPerPage.
 * `totalCourse` is the size of the whole catalogue, `total` the filtered count.
 */
export async function listCourses(ctx: RequestContext): Promise<HandlerResult> {
  const all = await ctx.db.all<Course>('courses')
  const params = readListParams(ctx.query)
  const label = (ctx.query.get('label') ?? '').trim().toLowerCase()
  const hideCompleted = ctx.query.get('hideCompleted') === 'true'
  const result = runListQuery(all, params, {
    search: [(c) => c.courseTitle, (c) => c.user],
    filters: [
      (c) => !label || label === ALL_COURSES.toLowerCase() || c.tags.toLowerCase() === label,
      (c) => !hideCompleted || !isCompleted(c),
    ],
    sorters: { courseName: (c) => c.courseTitle, progress: progressOf },
  })
  const body: CoursesResponse = { totalCourse: all.length, courses: result.items, total: result.total }
  return ok(body)
}

/** GET /api/apps/academy/course-details — the details document (404, empty, when missing). */
export async function courseDetails(ctx: RequestContext): Promise<HandlerResult> {
  const details = await ctx.db.document<CourseDetails>('academy.courseDetails')
  return details ? ok(details) : empty(404)
}

export function registerAcademy(router: Router): void {
  router.get('/api/apps/academy/courses', listCourses)
  router.get('/api/apps/academy/course-details', courseDetails)
}
