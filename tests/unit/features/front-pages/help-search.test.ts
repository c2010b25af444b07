import { describe, expect, it } from 'vitest'
import documents from '../../../../public/fixtures/documents.json'
import type { HelpCenter } from '@/core/api/contract/demo/pages'
import { helpEntries, searchHelp, slugOf } from '@/features/front-pages/help/help-articles'

const help = (documents.records as { key: string; value: unknown }[]).find((d) => d.key === 'pages.helpCenter')!.value as HelpCenter
const entries = helpEntries(help)
const titles = (q: string) => searchHelp(entries, q).map((e) => e.title)

describe('help-centre search', () => {
  it('lists every article once with a slug, the cards included', () => {
    expect(entries.length).toBe(6 + 18)
    expect(new Set(entries.map((e) => e.slug)).size).toBe(entries.length)
    expect(entries.find((e) => e.title === 'Changing your password')?.slug).toBe('changing-your-password')
    expect(slugOf('Add-ons')).toBe('add-ons')
  })

  it('matches Japanese titles whatever the kana or width, and English titles whatever the case', () => {
    expect(titles('いんぽーと')).toEqual(['Importing a template'])
    expect(titles('インポート')).toEqual(['Importing a template'])
    expect(titles('ｲﾝﾎﾟｰﾄ')).toEqual(['Importing a template'])
    // The category アカウントとパスワード holds the word: its three articles.
    expect(titles('ぱすわーど')).toEqual(['Changing your password', 'Turning on two-step verification', 'Closing your account'])
    expect(titles('ハジメニ')).toEqual(['Getting started'])
    expect(titles('TEMPLATE import')).toEqual(['Importing a template'])
  })

  it('needs every word, finds by category, and nothing for an empty query', () => {
    expect(titles('account closing')).toEqual(['Closing your account'])
    expect(titles('password refund')).toEqual([])
    expect(titles('closing your')).toEqual(['Closing your account'])
    expect(titles('ライセンス')).toEqual(['How many users can I add?', 'Moving a licence to a new company', 'Education discounts'])
    expect(titles('   ')).toEqual([])
  })
})
