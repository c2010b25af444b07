import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// One catalog for the shell (app, ui, core), one for the default layout and one per feature area, so a page
// loads only the messages it shows.
const DEMO_ROUTE_FILES = ['communication', 'commerce', 'dashboards', 'pages', 'gallery', 'front', 'wizards'].map((area) => `<rootDir>/src/app/routes/${area}.ts`)

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/app', '<rootDir>/src/ui', '<rootDir>/src/core'],
      exclude: DEMO_ROUTE_FILES,
    },
    // The demo layer's route titles and menu labels load with its (lazy) route table, not on /login.
    {
      path: '<rootDir>/src/locales/{locale}/demo-routes',
      include: DEMO_ROUTE_FILES,
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
