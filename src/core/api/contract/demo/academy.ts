import * as v from 'valibot'

/** Spec §3: the five course tags; the list's label filter also accepts 'All Courses'. */
export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const
export const ALL_COURSES = 'All Courses'
export const COURSE_SORTS = ['courseName', 'progress'] as const

export const CourseSchema = v.object({
  id: v.number(),
  /** Tutor name (searched with the title). */
  user: v.string(),
  image: v.string(),
  tutorImg: v.string(),
  completedTasks: v.number(),
  totalTasks: v.number(),
  userCount: v.number(),
  note: v.number(),
  view: v.number(),
  time: v.string(),
  logo: v.string(),
  color: v.string(),
  courseTitle: v.string(),
  desc: v.string(),
  tags: v.picklist(COURSE_TAGS),
  rating: v.number(),
  ratingCount: v.number(),
})
export type Course = v.InferOutput<typeof CourseSchema>

/** GET /api/apps/academy/courses. `totalCourse` counts the whole catalogue, `total` the filtered rows. */
export type CoursesResponse = { totalCourse: number; courses: Course[]; total: number }

export const CourseTopicSchema = v.object({ title: v.string(), time: v.string(), isCompleted: v.boolean() })
export const CourseSectionSchema = v.object({
  id: v.string(),
  title: v.string(),
  /** Text such as "2 / 5". */
  status: v.string(),
  time: v.string(),
  topics: v.array(CourseTopicSchema),
})
export const CourseDetailsSchema = v.object({
  title: v.string(),
  about: v.string(),
  instructor: v.string(),
  instructorAvatar: v.string(),
  instructorPosition: v.string(),
  skillLevel: v.string(),
  totalStudents: v.number(),
  language: v.string(),
  isCaptions: v.boolean(),
  length: v.string(),
  totalLectures: v.number(),
  /** Trusted HTML from our fixtures; clients still sanitize it. */
  description: v.string(),
  content: v.array(CourseSectionSchema),
})
export type CourseDetails = v.InferOutput<typeof CourseDetailsSchema>
