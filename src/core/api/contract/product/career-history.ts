import * as v from 'valibot'
import { dateField, optionalText, MESSAGES } from './validators'

export const CareerHistoryInputSchema = v.pipe(
  v.object({
    company_id: v.optional(v.nullable(v.number()), null),
    company_name: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(120, MESSAGES.tooLong)),
    department: optionalText(120),
    position: optionalText(120),
    started_on: dateField,
    /** null = the current position. */
    ended_on: v.optional(v.nullable(dateField), null),
    source: v.optional(v.union([v.literal('manual'), v.pipe(v.string(), v.regex(/^namecard:\d+$/))]), 'manual'),
    updated_at: v.optional(v.string()),
  }),
  v.forward(
    v.check((r) => !r.ended_on || r.ended_on >= r.started_on, 'The end date must not be before the start date'),
    ['ended_on'],
  ),
)
export type CareerHistoryInput = v.InferInput<typeof CareerHistoryInputSchema>

export type CareerHistory = Omit<v.InferOutput<typeof CareerHistoryInputSchema>, 'updated_at'> & {
  id: number
  person_id: number
  created_at: string
  updated_at: string
}
