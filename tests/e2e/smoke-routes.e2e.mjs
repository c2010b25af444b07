// Smoke and accessibility, light theme, Japanese: every declared route opens for admin in one browser
// by in-app navigation: the guard lets it through, it is not a crash (500) or not-found page, its main
// area shows more than a title, nothing is logged as an error, and axe-core finds no serious or
// critical violation (colour contrast included) in the whole page; the sign-in page too, signed out.
// smoke-routes-dark.e2e.mjs walks the same in dark and Arabic (rtl), side by side with this one.
// Journeys per app live in their own files; these only prove no page is broken or inaccessible.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { walkEveryPage } from './support/route-walk.mjs'

const app = useApp()

test('every page in the light theme, in Japanese: opens with content, no console error, no serious axe violation', async () => {
  const { problems, count } = await walkEveryPage(app, { theme: 'light', language: 'ja' })
  assert.ok(count >= 100, `walked only ${count} pages`)
  assert.deepEqual(problems, [], `${problems.length} problems on ${count} pages`)
})
