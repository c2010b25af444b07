import { foldText } from '@/ui'
import type { HelpCenter } from '@/core/api/contract/demo/pages'

// The help centre's articles as one flat list: searched, and looked up by the slug in an article's address.

export type HelpEntry = {
  slug: string
  title: string
  titleJa?: string
  subtitle?: string
  subtitleJa?: string
  /** The category it is filed under (popular and keep-learning cards have none). */
  category?: { title: string; titleJa?: string; icon: string }
}

/** Same rule as the demo fixtures: lower case, accents dropped, anything else a dash. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function helpEntries(data: HelpCenter): HelpEntry[] {
  const cards = [...data.popularArticles, ...data.keepLearning].map(({ slug, title, titleJa, subtitle, subtitleJa }) => ({ slug, title, titleJa, subtitle, subtitleJa }))
  const filed = data.allArticles.flatMap((group) =>
    group.articles.map((a) => ({ slug: slugOf(a.title), title: a.title, titleJa: a.titleJa, category: { title: group.title, titleJa: group.titleJa, icon: group.icon } })),
  )
  return [...cards, ...filed]
}

/** The text a reader sees: the Japanese version for Japanese readers when there is one. */
export const shown = (locale: string, english: string, japanese?: string) => (locale === 'ja' && japanese ? japanese : english)

/**
 * Articles whose title, summary or category holds every word of the query, in English or Japanese:
 * full/half width, upper/lower case and hiragana/katakana all match (foldText), so ぱすわーど finds パスワード.
 */
export function searchHelp(entries: readonly HelpEntry[], query: string): HelpEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (!words.length) return []
  return entries.filter((e) => {
    const text = foldText([e.title, e.titleJa, e.subtitle, e.subtitleJa, e.category?.title, e.category?.titleJa].filter(Boolean).join(' '))
    return words.every((w) => text.includes(w))
  })
}
