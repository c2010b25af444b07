import { useMemo } from 'react'
import { useLingui } from '@lingui/react'
import { displayName, initialsOf, secondaryName, type Named } from '@/core/api/contract/names/display-name'

/** Person and user names in the current language (see display-name.ts): the one way screens show a name. */
export function useNames() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(
    () => ({
      /** 佐藤 陽翔 in Japanese, Haruto Sato elsewhere. */
      display: (named: Named) => displayName(named, locale),
      /** The other form for a second line: the reading in Japanese, the kanji elsewhere. */
      secondary: (named: Named) => secondaryName(named, locale),
      initials: (named: Named) => initialsOf(displayName(named, locale)),
    }),
    [locale],
  )
}
