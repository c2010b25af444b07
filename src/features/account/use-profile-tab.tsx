import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ProfileTab } from '@/core/api/contract/demo/pages'
import { useResource, type Resource } from '@/core/list/use-resource'
import { EmptyState, ErrorState, LoadingState } from '@/ui'
import { profileFetcher, profileUrls } from './profile-api'

/** One profile tab's sample data from GET /api/pages/profile?tab=…. */
export const useProfileTab = <T,>(tab: ProfileTab) => useResource<T>(profileUrls.tab(tab), { fetcher: profileFetcher })

/** Loading, error (with Retry) and empty states around a tab's content. */
export function TabState<T>({ resource, isEmpty, emptyTitle, children }: { resource: Resource<T>; isEmpty?: (data: T) => boolean; emptyTitle?: string; children: (data: T) => ReactNode }) {
  const { t } = useLingui()
  if (resource.error) return <ErrorState error={resource.error} onRetry={() => void resource.reload()} />
  if (!resource.data) return <LoadingState label={t`Loading…`} />
  if (isEmpty?.(resource.data)) return <EmptyState title={emptyTitle ?? t`Nothing here yet`} />
  return <>{children(resource.data)}</>
}

export const cardGrid = { display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } } as const
