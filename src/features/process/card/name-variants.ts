// Kanji of Japanese names that are also printed in an old or variant form (異体字): 山﨑 for 山崎,
// 髙橋 for 高橋. The card reader's model lacks several of these forms and reads them as the common one,
// and a tablet's keyboard makes them hard to type, so the correction form offers the swap in one tap.
// Each group: the common form first, then its variants.

const GROUPS = ['崎﨑嵜', '高髙', '吉𠮷', '辺邊邉', '斉齊', '斎齋', '沢澤', '浜濱', '島嶋', '桜櫻', '広廣', '国國', '竜龍', '恵惠', '真眞', '徳德', '富冨', '桑桒', '清淸', '達逹', '槙槇', '瀬瀨', '渕淵', '栄榮', '穂穗', '黒黑', '礼禮', '秋穐', '館舘', '条條', '曽曾', '桧檜', '峰峯', '蔵藏', '亀龜', '磯礒'].map((g) => [...g])

/** The variants of one character (without it), or none. */
export function variantsOf(char: string): string[] {
  const group = GROUPS.find((g) => g.includes(char))
  return group ? group.filter((c) => c !== char) : []
}

/** A rarer form of a kanji (﨑, 髙, 舘): one with a more common form (崎, 高, 館). */
export const isRareForm = (char: string) => GROUPS.some((g) => g.indexOf(char) > 0)

/** Every swap the name allows: each character with other forms, once, in the order it appears. */
export function nameVariantSwaps(name: string): { from: string; to: string }[] {
  const seen = new Set<string>()
  return [...name].flatMap((char) => {
    if (seen.has(char)) return []
    seen.add(char)
    return variantsOf(char).map((to) => ({ from: char, to }))
  })
}

/** The name with every `from` written as `to`. */
export const swapGlyph = (name: string, from: string, to: string) => [...name].map((c) => (c === from ? to : c)).join('')
