import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// One catalog for the shell (app, ui, core), one for the default layout and one per feature area, so a page
// loads only the messages it shows.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/app', '<rootDir>/src/ui', '<rootDir>/src/core'],
    },
    // The default layout's own text (menus, top bar, customizer) loads with it: /login never shows it.
    {
      path: '<rootDir>/src/locales/{locale}/layouts',
      include: ['<rootDir>/src/layouts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
  ],
})
