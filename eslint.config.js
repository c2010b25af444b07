import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { importBoundaries } from './scripts/eslint/import-boundaries.js'

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'styled-system/**', 'node_modules/**', 'src/locales/**', 'public/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks, meishi: importBoundaries },
    rules: {
      // Type-aware: promises are awaited or deliberately voided, never dropped.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'meishi/import-boundaries': 'error',
    },
  },
  {
    files: ['src/core/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'JSXElement, JSXFragment', message: 'src/core holds no JSX: put components in src/ui or src/app.' }] },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs,js}', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.{mjs,js,ts}', '*.config.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.mocha } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
