import { useSignals } from '@preact/signals-react/runtime'
import { ability, type AppAbility } from '@/core/access/ability'

/** The current ability, re-rendering the caller when the stored rules change. */
export function useAppAbility(): AppAbility {
  useSignals()
  return ability.value
}
