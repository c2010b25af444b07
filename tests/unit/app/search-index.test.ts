import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { routes } from '@/app/routes'
import { buildSearchIndex } from '@/app/routes/search-index'
import { routeByName } from '@/app/routes'
import { resolveSearchUrl as resolveFor } from '@/app/navigation/search-sections'

const resolveSearchUrl = (url: Parameters<typeof resolveFor>[0]) => resolveFor(url, (name) => routeByName.get(name), () => true)

const FIXTURE = fileURLToPath(new URL('../../../public/fixtures/searchGroups.json', import.meta.url))

describe('app-bar search index', () => {
  const expected = buildSearchIndex(routes)

  it('matches the route table (regenerate with: npm run search-index)', () => {
    const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { version: number; records: unknown[] }
    expect(fixture.records).toEqual(expected)
    expect(fixture.version).toBeGreaterThanOrEqual(1)
  })

  it('every child resolves to a path through the route table', () => {
    for (const group of expected) {
      for (const child of group.children) expect(resolveSearchUrl(child.url), JSON.stringify(child.url)).toMatch(/^\//)
    }
  })

  it('groups are unique and non-empty, ids stable by category order', () => {
    const categories = expected.map((g) => g.category)
    expect(new Set(categories).size).toBe(categories.length)
    for (const g of expected) expect(g.children.length).toBeGreaterThan(0)
  })
})
