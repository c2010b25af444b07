import { plural, t } from '@lingui/core/macro'
import { recordKind } from '@/core/api/record-kind'
import type { CompanyRow } from '@/core/api/contract/product/records-api'
import { companiesApi } from './api'

/**
 * Companies: deleted after a confirmation, with Undo. A company that persons work at or that career
 * rows name is refused by the server, so its dialog says how many of each instead of offering a delete.
 */
export const companyKind = recordKind<CompanyRow>({
  records: companiesApi,
  deleteTexts: (ids, c) => {
    if (c && (c.person_count || c.career_count)) {
      const persons = plural(c.person_count, { one: '# person works there', other: '# persons work there' })
      const careers = plural(c.career_count, { one: '# career history row names it', other: '# career history rows name it' })
      return {
        title: t`${c.name} cannot be deleted`,
        message: t`${persons} and ${careers}. Move those persons to another company, or delete them, first.`,
        deleted: '',
        blocked: true,
      }
    }
    if (c) return { title: t`Delete this company?`, message: t`${c.name} will be deleted. No person or career history row refers to it. You can undo this for a short while.`, deleted: t`Company deleted` }
    return {
      title: plural(ids.length, { one: 'Delete # company?', other: 'Delete # companies?' }),
      message: t`The selected companies will be deleted. If persons or career history rows refer to any of them, nothing is deleted. You can undo this for a short while.`,
      deleted: plural(ids.length, { one: '# company deleted', other: '# companies deleted' }),
    }
  },
})
