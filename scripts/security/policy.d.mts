export function apiOrigin(apiHost: string): string
export type PolicyOptions = { api?: string }
export function cspDirectives(options?: PolicyOptions): Record<string, string[]>
export function metaPolicy(options?: PolicyOptions): string
export function headerPolicy(options?: PolicyOptions): string
export function securityHeaders(options?: PolicyOptions): Record<string, string>
export const CACHE_RULES: Array<{ path: string; value: string }>
