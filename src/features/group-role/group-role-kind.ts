import { plural, t } from '@lingui/core/macro'
import { recordKind } from '@/core/api/record-kind'
import type { GroupRoleRow } from '@/core/api/contract/product/records-api'
import { groupRolesApi } from './api'

/** Group roles: deleted after a confirmation, with Undo; a role that users hold is refused by the server, which names them. */
export const groupRoleKind = recordKind<GroupRoleRow>({
  records: groupRolesApi,
  deleteTexts: (ids, g) => {
    if (g) return { title: t`Delete this group role?`, message: t`${g.name} will be deleted. You can undo this for a short while.`, deleted: t`Group role deleted` }
    return {
      title: plural(ids.length, { one: 'Delete # group role?', other: 'Delete # group roles?' }),
      message: plural(ids.length, { one: 'The selected group role will be deleted. You can undo this for a short while.', other: 'The # selected group roles will be deleted. You can undo this for a short while.' }),
      deleted: plural(ids.length, { one: '# group role deleted', other: '# group roles deleted' }),
    }
  },
})
