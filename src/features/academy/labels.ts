import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { Course } from '@/core/api/contract/demo/academy'

/** The course tags (spec §3) in the user's words. */
export const TAG_LABELS: Record<Course['tags'], MessageDescriptor> = {
  Web: msg`Web`,
  Design: msg`Design`,
  Psychology: msg`Psychology`,
  'UI/UX': msg`UI/UX`,
  Art: msg`Art`,
}

const SKILL_LEVELS: Record<string, MessageDescriptor> = {
  Beginner: msg`Beginner`,
  Intermediate: msg`Intermediate`,
  Advanced: msg`Advanced`,
  'All Levels': msg`All levels`,
}

/** A course's skill level in the user's words; a level we don't know is shown as written. */
export const skillLevelLabel = (i18n: I18n, level: string) => (SKILL_LEVELS[level] ? i18n._(SKILL_LEVELS[level]) : level)

// The data names a course's language in English ("English"); the user reads it in their own.
const LANGUAGE_CODES: Record<string, string> = { English: 'en', Japanese: 'ja', French: 'fr', Arabic: 'ar', Spanish: 'es', German: 'de', Chinese: 'zh', Korean: 'ko' }

/** A course's language named in the user's language (英語 for "English"); one we don't know as written. */
export const courseLanguageLabel = (i18n: I18n, language: string) => {
  const code = LANGUAGE_CODES[language]
  return (code && new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(code)) || language
}

/** Spec §4: a course is completed when completedTasks equals totalTasks. */
export const isCompleted = (c: Pick<Course, 'completedTasks' | 'totalTasks'>) => c.completedTasks === c.totalTasks
export const progressPercent = (c: Pick<Course, 'completedTasks' | 'totalTasks'>) => (c.totalTasks > 0 ? Math.round((c.completedTasks / c.totalTasks) * 100) : 0)
