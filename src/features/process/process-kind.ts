import { plural, t } from '@lingui/core/macro'
import { recordKind } from '@/core/api/record-kind'
import type { Process } from '@/core/api/contract/product/process'
import { processRecords } from './api'

/**
 * Processes: deleted with their name cards, images and queue entries after a confirmation, with Undo,
 * through the same path as every other product record. Persons and companies made from them stay.
 */
export const processKind = recordKind<Process>({
  records: processRecords,
  deleteTexts: (ids, p) => {
    if (p) {
      const name = p.process_name
      return {
        title: t`Delete ${name}?`,
        message: plural(p.total, {
          one: 'Its # name card and its image are deleted too. People and companies already created from it stay.',
          other: 'Its # name cards and their images are deleted too. People and companies already created from them stay.',
        }),
        deleted: t`${name} deleted`,
      }
    }
    return {
      title: plural(ids.length, { one: 'Delete # process?', other: 'Delete # processes?' }),
      message: plural(ids.length, {
        one: 'Its name cards and images are deleted too. People and companies already created from it stay. You can undo this for a short while.',
        other: 'Their name cards and images are deleted too. People and companies already created from them stay. You can undo this for a short while.',
      }),
      deleted: plural(ids.length, { one: '# process deleted', other: '# processes deleted' }),
    }
  },
})
