import { foldRomaji, kanaToRomaji, revoiced } from './kana-romaji'

// The engine now and then reads a kana twice (ハルルカゼ for ハルカゼ), sure of both. A company's name
// in romaji is often its e-mail domain or web address: when the kana word read once matches a word of
// it and the word as read does not, the doubled kana was the misread; so a voicing mark read wrong.

/** The company with a kana read twice read once, or a voicing mark put right, where the card's domain spells it so; else as read. */
export function undoubleAgainst(company: string, romaji: string[]): string {
  const words = romaji.flatMap((r) => r.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4).map(foldRomaji)
  if (!words.length) return company
  const spelt = (kana: string) => {
    const k = foldRomaji(kanaToRomaji(kana))
    return k.length >= 4 && words.some((w) => w.includes(k))
  }
  // In either script: a name in hiragana has its voicing marks misread too ('ごもれび会' at komorebi.or.jp).
  return company.replace(/[\u30A1-\u30FAー]{3,}|[\u3041-\u3096ー]{3,}/g, (run) => {
    if (spelt(run)) return run
    const once = new Set([...run].flatMap((c, i) => (i && c === run[i - 1] && c !== 'ー' ? [run.slice(0, i) + run.slice(i + 1)] : [])))
    const found = [...once].filter(spelt)
    if (found.length === 1) return found[0]
    // …or a voicing mark misread (ヤマプキ at yamabuki.jp).
    const marked = revoiced(run).filter(spelt)
    return marked.length === 1 ? marked[0] : run
  })
}

/**
 * The company with a フ, ブ or プ (one glyph of a loanword the engine reads as two: メディカルプブリッジ,
 * ププルー, グリーンフフィールド) read twice in a katakana loanword read once: which of ブ and プ it
 * was, the domain's letters say (medibridge: ブ; terrascape: プ). A loanword's kana spell no romaji of
 * the domain, so undoubleAgainst cannot tell; a pair the domain leaves open stays as read.
 */
export function undoubleVoiced(company: string, romaji: string[]): string {
  // The host's name, not its suffix (.co.jp has a p).
  const letters = romaji.map((r) => r.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').split('.')[0] ?? '').join('').replace(/[^a-z]/g, '')
  // A name the domain spells with the pair ('pupu') has it. No word has フ twice before a small vowel (フフィ).
  const open = letters.length < 4 || /[bpfh]u[bpfh]u/.test(letters)
  return company.replace(/[\u30A1-\u30FAー]{3,}/g, (run) =>
    run.replace(/([フブプ])([フブプ])(?![ァィゥェォ])|フ(?=フ[ァィゥェォ])/g, (pair, a?: string, b?: string) => {
      if (!a || !b) return ''
      if (open) return pair
      if (a === 'フ' && b === 'フ') return 'フ'
      if (a === 'フ' || b === 'フ') return pair
      const [bi, pi] = [/b/.test(letters), /p/.test(letters)]
      return bi === pi ? pair : bi ? 'ブ' : 'プ'
    }),
  )
}
