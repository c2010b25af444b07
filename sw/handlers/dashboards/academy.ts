import type { Database } from '../../db/database'
import { COURSE_TAGS, type Course } from '../../../src/core/api/contract/demo/academy'
import type { AcademyCards } from '../../../src/core/api/contract/demo/dashboards'
import { isCompleted } from '../academy'
import { round2, sumBy } from './figures'

type CardComputers = { [K in keyof AcademyCards]: (db: Database) => Promise<AcademyCards[K]> }
const courses = (db: Database) => db.all<Course>('courses')

/** The academy dashboard's cards, from the stored courses (the rows GET /api/apps/academy/courses serves). */
export const academyCards: CardComputers = {
  async summary(db) {
    const all = await courses(db)
    const completed = all.filter(isCompleted).length
    const notStarted = all.filter((c) => c.completedTasks === 0).length
    return {
      courses: all.length,
      completed,
      inProgress: all.length - completed - notStarted,
      notStarted,
      tasksDone: all.reduce((s, c) => s + c.completedTasks, 0),
      tasksTotal: all.reduce((s, c) => s + c.totalTasks, 0),
      learners: all.reduce((s, c) => s + c.userCount, 0),
    }
  },
  async topics(db) {
    const all = await courses(db)
    const learners = sumBy(all, (c) => c.tags, (c) => c.userCount)
    const count = sumBy(all, (c) => c.tags, () => 1)
    return { rows: COURSE_TAGS.map((tag) => ({ tag, learners: learners.get(tag) ?? 0, courses: count.get(tag) ?? 0 })).sort((a, b) => b.learners - a.learners) }
  },
  async tutors(db) {
    const all = await courses(db)
    const by = new Map<string, Course[]>()
    for (const c of all) by.set(c.user, [...(by.get(c.user) ?? []), c])
    return {
      rows: [...by]
        .map(([name, cs]) => ({
          name,
          avatar: cs[0].tutorImg,
          courses: cs.length,
          learners: cs.reduce((s, c) => s + c.userCount, 0),
          rating: round2(cs.reduce((s, c) => s + c.rating, 0) / cs.length),
        }))
        .sort((a, b) => b.learners - a.learners)
        .slice(0, 5),
    }
  },
}
