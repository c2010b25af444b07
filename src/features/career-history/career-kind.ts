import { plural, t } from '@lingui/core/macro'
import { i18n } from '@/core/i18n/i18n'
import { recordKind } from '@/core/api/record-kind'
import { displayName } from '@/core/api/contract/names/display-name'
import type { CareerHistoryRow } from '@/core/api/contract/product/records-api'
import { careerApi } from './api'

/** Career history rows: deleted after a confirmation, with Undo. */
export const careerKind = recordKind<CareerHistoryRow>({
  records: careerApi,
  deleteTexts: (ids, r) => {
    if (r) {
      const company = r.company_name
      const person = displayName({ name: r.person_name, kana: r.person_kana }, i18n.locale)
      return { title: t`Delete this position?`, message: t`${company} will be removed from ${person}'s career history.`, deleted: t`Position deleted` }
    }
    return {
      title: plural(ids.length, { one: 'Delete # position?', other: 'Delete # positions?' }),
      message: t`The selected positions will be removed from the career history. You can undo this for a short while.`,
      deleted: plural(ids.length, { one: '# position deleted', other: '# positions deleted' }),
    }
  },
})
