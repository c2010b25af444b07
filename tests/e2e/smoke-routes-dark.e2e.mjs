// Smoke and accessibility, dark theme, Arabic (right to left): the walk of smoke-routes.e2e.mjs over
// every page (opens with content, no console error, no serious or critical axe violation, contrast
// included), in the other theme and direction. A file of its own so the two walks run side by side.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { walkEveryPage } from './support/route-walk.mjs'

const app = useApp()

test('every page in the dark theme, in Arabic: opens with content, no console error, no serious axe violation', async () => {
  const { problems, count } = await walkEveryPage(app, { theme: 'dark', language: 'ar' })
  assert.ok(count >= 100, `walked only ${count} pages`)
  assert.deepEqual(problems, [], `${problems.length} problems on ${count} pages`)
})
