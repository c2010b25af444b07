import { demoApi } from '@/core/api/client'
import type { ListFetcher } from '@/core/list/use-list-query'
import type { ResourceFetcher } from '@/core/list/use-resource'
import type { Course, CoursesResponse } from '@/core/api/contract/demo/academy'

export const COURSES_URL = 'apps/academy/courses'
export const DETAILS_URL = 'apps/academy/course-details'
export const listFetcher = demoApi as unknown as ListFetcher
export const resourceFetcher = demoApi as unknown as ResourceFetcher
export const selectCourses = (r: CoursesResponse): { items: Course[]; total: number } => ({ items: r.courses, total: r.total })
