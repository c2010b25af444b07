import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Translates a data value from the demo server through one of the label maps in ./labels; unknown values show as they are. */
export function useLabel() {
  const { i18n } = useLingui()
  return (map: Record<string, MessageDescriptor>, key: string) => (map[key] ? i18n._(map[key]) : key)
}
