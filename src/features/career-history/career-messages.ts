import { useEffect } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { toApiFailure } from '@/core/list/api-failure'
import { registerValidationMessages } from '@/ui'

const OVERLAP_RE = /^This period overlaps (.+) \((\S+) – (\S+)\)\. Periods must not overlap\.$/
const CURRENT_RE = /^Only one position can be current: (.+) \((\S+) – now\) has no end date\. End it first\.$/

/**
 * The career-history server's rules in the current language. Fixed sentences are registered with
 * the shared form messages; the overlap messages name a company and a period, so they are matched
 * by pattern and rebuilt here (`rethrow` turns a 400 into the same 400 with translated fields).
 */
export function useCareerMessages() {
  const { t } = useLingui()
  useEffect(() => {
    registerValidationMessages({ 'This company does not exist': msg`This company does not exist` })
  }, [])
  return (error: unknown): never => {
    const failure = toApiFailure(error)
    const sent = failure.fields?.started_on?.[0] ?? ''
    let overlap = OVERLAP_RE.exec(sent)
    let text: string | undefined
    if (overlap) {
      const [, company, from, to] = overlap
      text = t`This period overlaps ${company} (${from} – ${to}). Periods must not overlap.`
    } else if ((overlap = CURRENT_RE.exec(sent))) {
      const [, company, from] = overlap
      text = t`Only one position can be current: ${company} (since ${from}) has no end date. End it first.`
    }
    if (failure.status !== 400 || !text) throw error
    throw { status: 400, data: { message: text, fields: { ...failure.fields, started_on: [text] } } }
  }
}
