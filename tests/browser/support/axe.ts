import axe from 'axe-core'
import { expect } from 'chai'

/**
 * Runs axe with its default rules (as the e2e gallery scan does) on `el` and fails on any serious or
 * critical violation, naming rule and nodes. Colour contrast is off: it belongs to the theme tokens
 * and is checked on real pages, not part by part.
 */
export async function expectNoSeriousAxe(el: Element = document.body): Promise<void> {
  const result = await axe.run(el, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } })
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 200)).join(' | ')}`).join('\n')
  expect(bad.map((v) => v.id), report).to.deep.equal([])
}
