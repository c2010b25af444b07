import { plural, t } from '@lingui/core/macro'
import { i18n } from '@/core/i18n/i18n'
import { recordKind } from '@/core/api/record-kind'
import { displayName } from '@/core/api/contract/names/display-name'
import type { UserRow } from '@/core/api/contract/product/records-api'
import { usersApi } from './api'

/** Users: deleted after a confirmation, with Undo; the server refuses your own user and owners of persons. */
export const userKind = recordKind<UserRow>({
  records: usersApi,
  deleteTexts: (ids, u) => {
    if (u) {
      const name = displayName(u, i18n.locale)
      return { title: t`Delete this user?`, message: t`${name} will be deleted. You can undo this for a short while.`, deleted: t`User deleted` }
    }
    return {
      title: plural(ids.length, { one: 'Delete # user?', other: 'Delete # users?' }),
      message: plural(ids.length, { one: 'The selected user will be deleted. You can undo this for a short while.', other: 'The # selected users will be deleted. You can undo this for a short while.' }),
      deleted: plural(ids.length, { one: '# user deleted', other: '# users deleted' }),
    }
  },
})
