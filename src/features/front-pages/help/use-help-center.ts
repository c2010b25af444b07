import { demoApi } from '@/core/api/client'
import type { HelpCenter } from '@/core/api/contract/demo/pages'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'

const fetcher = demoApi as unknown as ResourceFetcher

/** GET /api/pages/help-center (spec §7): popular articles, keep learning and every category. */
export const useHelpCenter = () => useResource<HelpCenter>('pages/help-center', { fetcher })
