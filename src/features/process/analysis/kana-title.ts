// A job title in katakana is built of a few common words: シニア + マネージャー, アカウント + マネージャー.
// The engine doubles or blurs a kana in the long ones (チーブフデザイナー, プロダンドマネネージャー), and the
// reader still takes them for they end in a title word. A katakana title not made of such words is doubtful.

/** The words a katakana title ends in. */
const HEADS = [
  'マネージャー', 'マネジャー', 'コンサルタント', 'デザイナー', 'ディレクター', 'エンジニア', 'プロデューサー', 'スペシャリスト', 'リーダー',
  'アナリスト', 'アーキテクト', 'オフィサー', 'プランナー', 'コーディネーター', 'アドバイザー', 'アシスタント', 'プログラマー', 'エキスパート',
  'パートナー', 'フェロー', 'サポーター', 'トレーナー', 'ライター', 'エディター', 'クリエイター', 'オペレーター', 'セールス', 'マーケター',
]

/** The words before it: rank, area or trade. */
const LEADS = [
  'シニア', 'ジュニア', 'チーフ', 'ヘッド', 'リード', 'プリンシパル', 'エグゼクティブ', 'ゼネラル', 'アシスタント', 'アソシエイト', 'マネージング',
  'アカウント', 'プロダクト', 'プロジェクト', 'プログラム', 'セールス', 'マーケティング', 'テクニカル', 'クリエイティブ', 'アート', 'システム',
  'ソリューション', 'カスタマー', 'サクセス', 'サービス', 'サポート', 'ビジネス', 'デベロップメント', 'フィールド', 'データ', 'ブランド', 'コンテンツ',
  'ウェブ', 'グラフィック', 'インテリア', 'エリア', 'ストア', 'ショップ', 'セキュリティ', 'ネットワーク', 'インフラ', 'ソフトウェア', 'ハードウェア',
  'リサーチ', 'メディカル', 'キャリア', 'クオリティ', 'オペレーション', 'ファイナンス', 'パートナー', 'トレーニング', 'イベント', 'デジタル',
  'コーポレート', 'ストラテジー', 'チーム', 'グループ', 'テクノロジー', 'エンジニアリング', 'デザイン', 'コミュニケーション', 'マーケット', 'ゲーム',
  'サウンド', 'ビジュアル', 'クラウド', 'アプリ', 'モバイル', 'ユーザー', 'エクスペリエンス', 'インサイド', 'フロント', 'バックエンド', 'リージョナル',
]

/** Whether `s` is some lead words and then a title word. */
function built(s: string): boolean {
  if (HEADS.includes(s)) return true
  return LEADS.some((lead) => s.startsWith(lead) && s.length > lead.length && built(s.slice(lead.length)))
}

/** A title wholly in katakana (a Latin lead like UX aside) that is not made of title words: a kana misread in it. */
export function kanaTitleMisread(position: string): boolean {
  const kana = position.replace(/^[A-Za-z]+\s*/, '').replace(/\s+/g, '')
  return /^[\u30A1-\u30FAー・]{4,}$/.test(kana) && !built(kana.replace(/・/g, ''))
}

/** Kana with and without the sound marks the engine mistakes for each other in small print (ブ for プ, ド for ト). */
const SOUND_MARK: Record<string, string> = {
  ...Object.fromEntries([...'バパビピブプベペボポ'].map((c, i, all) => [c, all[i ^ 1]])),
  ...Object.fromEntries([...'カガキギクグケゲコゴサザシジスズセゼソゾタダテデトド'].map((c, i, all) => [c, all[i ^ 1]])),
}

/** Words one slip of the engine's from `s`: one or two kana too many (doubled or blurred in), one sound mark mistaken. */
function slips(s: string): string[] {
  const out: string[] = []
  for (let i = 0; i < s.length; i++) {
    out.push(s.slice(0, i) + s.slice(i + 1), s.slice(0, i) + s.slice(i + 2))
    if (SOUND_MARK[s[i]]) out.push(s.slice(0, i) + SOUND_MARK[s[i]] + s.slice(i + 1))
  }
  return out
}

/** How many kana of `a` differ from `b`'s at the same place (two of one length). */
const misses = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length

/** The titles of title words as long as `s` with at most `budget` kana read as others, by how many. */
function builtWithin(s: string, budget: number, out = new Map<string, number>(), done = '', used = 0): Map<string, number> {
  for (const head of HEADS) {
    const m = head.length === s.length ? misses(s, head) : Infinity
    if (used + m <= budget) out.set(done + head, used + m)
  }
  for (const lead of LEADS) {
    if (s.length <= lead.length) continue
    const m = misses(s.slice(0, lead.length), lead)
    if (used + m <= budget) builtWithin(s.slice(lead.length), budget, out, done + lead, used + m)
  }
  return out
}

/**
 * A katakana title the engine slipped on put right: the one title of title words one slip away (シニアプア
 * マネージャー → シニアマネージャー, ブロダクト… → プロダクト…), a long vowel lost at the end allowed
 * besides (チーブフデザイナ → チーフデザイナー); else the one nearest with a kana read as another, two
 * in a title of ten or more (アカウメトマポージャー → アカウントマネージャー). Undefined when none, or
 * more than one, is that near.
 */
export function repairKanaTitle(word: string): string | undefined {
  if (!/^[\u30A1-\u30FAー]{5,}$/.test(word)) return undefined
  if (built(word)) return word
  const bases = word.endsWith('ー') ? [word] : [word, `${word}ー`]
  const near = new Set(bases.flatMap((b) => [b, ...slips(b)]).filter((w) => w.length >= 4 && built(w)))
  if (near.size) return near.size === 1 ? [...near][0] : undefined
  // Two slips apart in a title of ten or more (アカガウントママネージャー, アァカゥウントマネージャー).
  const twice = new Set(word.length >= 10 ? bases.flatMap((b) => slips(b).flatMap(slips)).filter((w) => w.length >= 8 && built(w)) : [])
  if (twice.size) return twice.size === 1 ? [...twice][0] : undefined
  const misread = builtWithin(word, word.length >= 10 ? 2 : 1)
  const fewest = Math.min(...misread.values())
  const nearest = [...misread].filter(([, m]) => m === fewest)
  return nearest.length === 1 ? nearest[0][0] : undefined
}
