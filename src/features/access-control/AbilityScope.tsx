import type { ReactNode } from 'react'
import { AbilityProvider } from '@casl/react'
import { useSignals } from '@preact/signals-react/runtime'
import { ability } from '@/core/access/ability'

/**
 * Gives `<Can>` inside this subtree the signed-in user's ability. The ability is rebuilt from
 * userAbilityRules when they change (sign-out, my-info refresh), and this re-renders with it.
 */
export function AbilityScope({ children }: { children: ReactNode }) {
  useSignals()
  return <AbilityProvider value={ability.value}>{children}</AbilityProvider>
}
