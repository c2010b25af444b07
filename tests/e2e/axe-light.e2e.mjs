// Accessibility (#18): the sign-in page and every declared route, in the light theme and in Japanese
// at 1024×768, have no axe-core violation of serious or critical impact (colour contrast included) in
// the whole page, shell and all. The other theme walks in its own file, so the two run side by side.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { axeWalk } from './support/axe.mjs'

const app = useApp()

test('every page in the light theme, in ja: no serious or critical axe violation', async () => {
  const { problems, count } = await axeWalk(app, { theme: 'light', language: 'ja' })
  assert.ok(count >= 100, `walked only ${count} pages`)
  assert.deepEqual(problems, [], `${problems.length} findings`)
})
