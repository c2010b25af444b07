// The worker is built by Vite, which inlines import.meta.env (VITE_API_HOST decides demo vs connected).
interface ImportMeta {
  readonly env?: { readonly VITE_API_HOST?: string; readonly [key: string]: unknown }
}
