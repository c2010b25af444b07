import type { PolicyOptions } from './policy.mjs'
export function netlifyHeaders(options?: PolicyOptions): string
export function vercelJson(options?: PolicyOptions): string
export function firebaseJson(options?: PolicyOptions): string
export function nginxConf(options?: PolicyOptions): string
export function htaccess(options?: PolicyOptions): string
export const HOST_FILES: Record<string, (options?: PolicyOptions) => string>
