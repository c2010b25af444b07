import { useLocation, useSearch } from 'wouter'

/** The help-centre search in the address (`?q=`); typing replaces the entry, so Back leaves the page. */
export function useQueryParam(): [string, (q: string) => void] {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const q = new URLSearchParams(search).get('q') ?? ''
  const set = (next: string) => navigate(next ? `${location}?${new URLSearchParams({ q: next })}` : location, { replace: true })
  return [q, set]
}
