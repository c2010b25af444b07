// axe-core (from npm) run inside the page: CSP does not apply to what the test itself evaluates.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Serious and critical axe violations of the whole page, one line each: "rule: target (why)". */
export async function axeProblems(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} (${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? ''})`).join(', ')}`)
  })
}
