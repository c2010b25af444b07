import type { CatalogModule } from './catalog-loaders'

/** The catalogs of one language: a first page loads the names of its own language's files only. */
export const loaders = import.meta.glob<CatalogModule>('../../../locales/ja/*.po')
