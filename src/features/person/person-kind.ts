import { plural, t } from '@lingui/core/macro'
import { i18n } from '@/core/i18n/i18n'
import { recordKind } from '@/core/api/record-kind'
import { displayName } from '@/core/api/contract/names/display-name'
import type { PersonRow } from '@/core/api/contract/product/records-api'
import { personsApi } from './api'

/** Persons: deleted with their career rows after a confirmation, with Undo. */
export const personKind = recordKind<PersonRow>({
  records: personsApi,
  deleteTexts: (ids, p) => {
    if (p) {
      const name = displayName(p, i18n.locale)
      return { title: t`Delete this person?`, message: t`${name} and their career history will be deleted. You can undo this for a short while.`, deleted: t`Person deleted` }
    }
    return {
      title: plural(ids.length, { one: 'Delete # person?', other: 'Delete # persons?' }),
      message: plural(ids.length, {
        one: 'The selected person and their career history will be deleted. You can undo this for a short while.',
        other: 'The # selected persons and their career histories will be deleted. You can undo this for a short while.',
      }),
      deleted: plural(ids.length, { one: '# person deleted', other: '# persons deleted' }),
    }
  },
})
