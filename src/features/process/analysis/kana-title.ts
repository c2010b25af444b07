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
