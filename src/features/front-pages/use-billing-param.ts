import { useLocation, useSearch } from 'wouter'
import { parseBilling, type Billing } from './plans'

/** The billing period lives in the address (`?billing=yearly`): reloads and shared links keep it. */
export function useBillingParam(): [Billing, (billing: Billing) => void] {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const params = new URLSearchParams(search)
  const billing = parseBilling(params.get('billing'))
  const set = (next: Billing) => {
    if (next === 'yearly') params.set('billing', next)
    else params.delete('billing')
    const qs = params.toString()
    navigate(qs ? `${location}?${qs}` : location, { replace: true })
  }
  return [billing, set]
}
