import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import type { Course } from '../../../../src/core/api/contract/demo/academy'

const progress = (c: Course) => c.completedTasks / c.totalTasks
const done = (c: Course) => c.completedTasks === c.totalTasks

describe('GET /api/apps/academy/courses', () => {
  let db: Database
  let all: Course[]
  beforeAll(async () => {
    db = await openTestDb()
    all = (await call(db, 'GET', '/api/apps/academy/courses?itemsPerPage=-1')).body.courses
  })

  it('has the 25 sample courses over the five tags, some completed', () => {
    expect(all).toHaveLength(25)
    expect(new Set(all.map((c) => c.tags))).toEqual(new Set(['Web', 'Design', 'Psychology', 'UI/UX', 'Art']))
    expect(all.some(done)).toBe(true)
    expect(all.some((c) => !done(c))).toBe(true)
  })

  it('defaults to page 1 of 10 and reports totalCourse, courses and total', async () => {
    const res = await call(db, 'GET', '/api/apps/academy/courses')
    expect(res.status).toBe(200)
    expect(res.body.courses.map((c: Course) => c.id)).toEqual(all.slice(0, 10).map((c) => c.id))
    expect(res.body.total).toBe(25)
    expect(res.body.totalCourse).toBe(25)
  })

  it('falls back to the defaults for non-numeric page and itemsPerPage', async () => {
    const res = await call(db, 'GET', '/api/apps/academy/courses?page=abc&itemsPerPage=lots')
    expect(res.body.courses).toHaveLength(10)
    expect(res.body.courses[0].id).toBe(all[0].id)
  })

  it('paginates after filtering: page 3 of size 10 holds the last 5', async () => {
    const res = await call(db, 'GET', '/api/apps/academy/courses?page=3&itemsPerPage=10')
    expect(res.body.courses.map((c: Course) => c.id)).toEqual(all.slice(20).map((c) => c.id))
  })

  it('searches the title or the tutor name, case-insensitively', async () => {
    const tutor = all[3].user
    const res = await call(db, 'GET', `/api/apps/academy/courses?itemsPerPage=-1&q=${encodeURIComponent(tutor.toUpperCase())}`)
    expect(res.body.total).toBe(all.filter((c) => c.user === tutor).length)
    expect(res.body.courses.every((c: Course) => c.user === tutor)).toBe(true)
    const byTitle = await call(db, 'GET', '/api/apps/academy/courses?q=typescript')
    expect(byTitle.body.courses.map((c: Course) => c.courseTitle)).toEqual(['TypeScript for Busy Developers'])
    expect(byTitle.body.totalCourse).toBe(25)
  })

  it('filters by label case-insensitively; All Courses and no label mean every tag', async () => {
    const ui = await call(db, 'GET', '/api/apps/academy/courses?itemsPerPage=-1&label=ui%2Fux')
    expect(ui.body.total).toBe(all.filter((c) => c.tags === 'UI/UX').length)
    expect(ui.body.courses.every((c: Course) => c.tags === 'UI/UX')).toBe(true)
    expect((await call(db, 'GET', '/api/apps/academy/courses?label=All%20Courses')).body.total).toBe(25)
    expect((await call(db, 'GET', '/api/apps/academy/courses?label=Cooking')).body.total).toBe(0)
  })

  it('hides completed courses when hideCompleted=true', async () => {
    const res = await call(db, 'GET', '/api/apps/academy/courses?itemsPerPage=-1&hideCompleted=true')
    expect(res.body.total).toBe(all.filter((c) => !done(c)).length)
    expect(res.body.courses.some(done)).toBe(false)
    expect((await call(db, 'GET', '/api/apps/academy/courses?hideCompleted=false')).body.total).toBe(25)
  })

  it('sorts by courseName and by progress, asc and desc', async () => {
    const byName = (await call(db, 'GET', '/api/apps/academy/courses?itemsPerPage=-1&sortBy=courseName&orderBy=desc')).body.courses as Course[]
    const names = byName.map((c) => c.courseTitle.toLowerCase())
    expect(names).toEqual([...names].sort().reverse())
    const byProgress = (await call(db, 'GET', '/api/apps/academy/courses?itemsPerPage=-1&sortBy=progress&orderBy=asc')).body.courses as Course[]
    for (let i = 1; i < byProgress.length; i++) expect(progress(byProgress[i - 1])).toBeLessThanOrEqual(progress(byProgress[i]))
  })

  it('property: total is the filtered count, pages never exceed their size, order holds, never a 500', async () => {
    const query = fc.record({
      q: fc.oneof(fc.constant(''), fc.string({ maxLength: 3 }), fc.constantFrom('web', 'DESIGN', 'an')),
      label: fc.constantFrom(undefined, 'All Courses', 'web', 'Design', 'UI/UX', 'art', 'nope', ''),
      hideCompleted: fc.constantFrom(undefined, 'true', 'false', 'x'),
      page: fc.oneof(fc.integer({ min: -2, max: 5 }).map(String), fc.constantFrom('abc', '')),
      itemsPerPage: fc.oneof(fc.constantFrom(-1, 5, 10, 20, 25, 50, 100, 0).map(String), fc.constantFrom('x', '')),
      sortBy: fc.constantFrom(undefined, 'courseName', 'progress', 'other'),
      orderBy: fc.constantFrom(undefined, 'asc', 'desc', 'up'),
    })
    await fc.assert(
      fc.asyncProperty(query, async (qp) => {
        const params = new URLSearchParams()
        for (const [k, v] of Object.entries(qp)) if (v !== undefined) params.set(k, v)
        const res = await call(db, 'GET', `/api/apps/academy/courses?${params}`)
        expect(res.status).toBe(200)
        const needle = qp.q.trim().toLowerCase()
        const label = (qp.label ?? '').toLowerCase()
        const expected = all.filter(
          (c) =>
            (!needle || c.courseTitle.toLowerCase().includes(needle) || c.user.toLowerCase().includes(needle)) &&
            (!label || label === 'all courses' || c.tags.toLowerCase() === label) &&
            (qp.hideCompleted !== 'true' || !done(c)),
        )
        expect(res.body.total).toBe(expected.length)
        const size = Number(qp.itemsPerPage)
        const pageSize = size === -1 ? Infinity : Number.isInteger(size) && size >= 1 ? size : 10
        expect(res.body.courses.length).toBeLessThanOrEqual(pageSize)
        const list = res.body.courses as Course[]
        const dir = qp.orderBy === 'desc' ? -1 : 1
        for (let i = 1; i < list.length; i++) {
          if (qp.sortBy === 'progress') expect((progress(list[i]) - progress(list[i - 1])) * dir).toBeGreaterThanOrEqual(0)
          if (qp.sortBy === 'courseName') expect(list[i].courseTitle.toLowerCase().localeCompare(list[i - 1].courseTitle.toLowerCase(), 'en') * dir).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 150 },
    )
  })
})

describe('GET /api/apps/academy/course-details', () => {
  it('answers the details document with its sections and topics', async () => {
    const res = await call(await openTestDb(), 'GET', '/api/apps/academy/course-details')
    expect(res.status).toBe(200)
    expect(res.body.title).toBeTruthy()
    expect(res.body.totalLectures).toBe(res.body.content.reduce((n: number, s: { topics: unknown[] }) => n + s.topics.length, 0))
    expect(res.body.content[0].topics[0]).toHaveProperty('isCompleted')
  })
  it('is a 404 with an empty body when there is no details document', async () => {
    const res = await call(await openTestDb(async () => undefined), 'GET', '/api/apps/academy/course-details')
    expect(res).toEqual({ status: 404, body: undefined })
  })
})
