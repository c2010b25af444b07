// Vocabulary of the fresh card set (bench/card-set-fresh.mjs), chosen apart from bench/card-set.mjs: no
// surname, given name, company, place or title of that set is reused, so a rule tuned to its words
// cannot pass here by memory. Every person, company, domain and address is made up.

/** [kanji, hiragana, romaji]: rarer surnames, three-kanji and one-kanji ones, and old-form glyphs (髙, 﨑, 齋, 濱). */
export const FAMILY = [
  ['五十嵐', 'いがらし', 'igarashi'], ['長谷部', 'はせべ', 'hasebe'], ['小野寺', 'おのでら', 'onodera'], ['東海林', 'しょうじ', 'shoji'],
  ['佐々木', 'ささき', 'sasaki'], ['宇佐美', 'うさみ', 'usami'], ['大河内', 'おおこうち', 'okochi'], ['秋山', 'あきやま', 'akiyama'],
  ['菅原', 'すがわら', 'sugawara'], ['辻', 'つじ', 'tsuji'], ['堀', 'ほり', 'hori'], ['関', 'せき', 'seki'],
  ['桑原', 'くわばら', 'kuwabara'], ['柳田', 'やなぎだ', 'yanagida'], ['熊谷', 'くまがい', 'kumagai'], ['真鍋', 'まなべ', 'manabe'],
  ['寺島', 'てらしま', 'terashima'], ['蓮見', 'はすみ', 'hasumi'], ['鷲尾', 'わしお', 'washio'], ['舘野', 'たての', 'tateno'],
  ['髙橋', 'たかはし', 'takahashi'], ['山﨑', 'やまざき', 'yamazaki'], ['齋藤', 'さいとう', 'saito'], ['濱口', 'はまぐち', 'hamaguchi'],
  ['二階堂', 'にかいどう', 'nikaido'], ['小鳥遊', 'たかなし', 'takanashi'], ['成瀬', 'なるせ', 'naruse'], ['緒方', 'おがた', 'ogata'],
]
export const GIVEN = [
  ['茂', 'しげる', 'shigeru'], ['薫', 'かおる', 'kaoru'], ['聡', 'さとし', 'satoshi'], ['翼', 'つばさ', 'tsubasa'],
  ['光太郎', 'こうたろう', 'kotaro'], ['英里子', 'えりこ', 'eriko'], ['佳奈', 'かな', 'kana'], ['雄一郎', 'ゆういちろう', 'yuichiro'],
  ['千尋', 'ちひろ', 'chihiro'], ['遥', 'はるか', 'haruka'], ['美穂', 'みほ', 'miho'], ['慎之介', 'しんのすけ', 'shinnosuke'],
  ['晴美', 'はるみ', 'harumi'], ['周平', 'しゅうへい', 'shuhei'], ['沙織', 'さおり', 'saori'], ['啓介', 'けいすけ', 'keisuke'],
  ['葵', 'あおい', 'aoi'], ['大和', 'やまと', 'yamato'], ['さくら', 'さくら', 'sakura'], ['奈々', 'なな', 'nana'],
  ['武史', 'たけし', 'takeshi'], ['絵美', 'えみ', 'emi'], ['康平', 'こうへい', 'kohei'], ['里奈', 'りな', 'rina'],
]

/** Business stems: [name, domain stem, English name]. */
export const STEMS = [
  ['アルタイル', 'altair-net', 'Altair'], ['ソラノワ', 'soranowa', 'Soranowa'], ['北辰工業', 'hokushin-kogyo', 'Hokushin Industries'],
  ['葵システムズ', 'aoi-systems', 'Aoi Systems'], ['白鷺精工', 'shirasagi-seiko', 'Shirasagi Precision'], ['湊ネットワークス', 'minato-nw', 'Minato Networks'],
  ['千代田プランニング', 'chiyoda-plan', 'Chiyoda Planning'], ['錦織製作所', 'nishikori-ss', 'Nishikori Works'], ['三協テクノ', 'sankyo-techno', 'Sankyo Techno'],
  ['灯台舎', 'todaisha', 'Todaisha'], ['ユニバーサルリンク', 'u-link', 'Universal Link'], ['紅葉堂', 'momijido', 'Momijido'],
  ['クローバー企画', 'clover-kikaku', 'Clover Planning'], ['信濃フーズ', 'shinano-foods', 'Shinano Foods'], ['蒼天ロジスティクス', 'soten-logi', 'Soten Logistics'],
  ['桐生テキスタイル', 'kiryu-textile', 'Kiryu Textile'],
]
/** How a business prints its legal form: [printed, where, long form the record keeps]. ㈱ and (株) are 株式会社, (有) 有限会社. */
export const BUSINESS_FORMS = [
  ['株式会社', 'before', '株式会社'], ['株式会社', 'after', '株式会社'], ['株式会社 ', 'before', '株式会社'], ['（株）', 'before', '株式会社'],
  ['（株）', 'after', '株式会社'], ['㈱', 'after', '株式会社'], ['㈱', 'before', '株式会社'], ['有限会社', 'before', '有限会社'],
  ['（有）', 'before', '有限会社'], ['㈲', 'after', '有限会社'], ['合同会社', 'before', '合同会社'], ['合同会社', 'after', '合同会社'],
]
/** Bodies whose form is part of the name: [form, name, domain]; printed form first, sometimes with a gap the record drops. */
export const INSTITUTIONS = [
  ['一般社団法人', '日本メディカル協会', 'jma-assoc.or.jp'], ['一般社団法人', 'みらい地域創生機構', 'mirai-sosei.or.jp'], ['医療法人社団', '緑風会', 'ryokufukai.or.jp'],
  ['医療法人', '清和会', 'seiwakai.or.jp'], ['学校法人', '桜ヶ丘学園', 'sakuragaoka.ac.jp'], ['税理士法人', '若松会計事務所', 'wakamatsu-tax.jp'],
  ['社会福祉法人', 'ひだまり会', 'hidamari.or.jp'], ['特定非営利活動法人', 'まちづくり研究所', 'machiken.org'],
]

/** Departments, some with a section: printed with a gap; the record's position is the title alone. */
export const DEPTS = ['営業部 第二課', '第一営業部', '経営企画室', 'エンジニアリング本部', '総務部 総務課', 'カスタマーサクセス部', '東日本支社 営業課', '品質保証部', '事業開発室', '']
export const TITLES_KANJI = ['課長', '部長代理', '係長', '主任', '代表取締役', '代表取締役社長', '取締役副社長', '専務取締役', '常務執行役員', '支店長', '課長補佐', '理事長', '院長', '所長']
export const TITLES_KANA = ['シニアマネージャー', 'アカウントマネージャー', 'プロジェクトリーダー', 'セールスエンジニア', 'テクニカルディレクター', 'チーフコンサルタント', 'プロダクトマネージャー']
/** Titles mixing scripts: the record keeps them whole, as printed (a convention the first set never needed). */
export const TITLES_MIXED = ['代表取締役CEO', 'UXデザイナー', 'Webディレクター', '取締役CTO']
/** English titles for bilingual cards (not scored: the record keeps the Japanese one). */
export const TITLES_EN = ['Sales Manager', 'Senior Manager', 'Project Leader', 'President & CEO', 'Director', 'Engineer']

/** { postal, pref, city, town, street, streetKanji }: the street in digits on horizontal cards, in kanji on vertical ones. */
export const PLACES = [
  { postal: '102-0083', pref: '東京都', city: '千代田区', town: '麹町', street: '4-8-1', streetKanji: '四丁目八番一号' },
  { postal: '150-0002', pref: '東京都', city: '渋谷区', town: '渋谷', street: '2-21-1', streetKanji: '二丁目二十一番一号' },
  { postal: '330-0854', pref: '埼玉県', city: 'さいたま市大宮区', town: '桜木町', street: '1-7-5', streetKanji: '一丁目七番五号' },
  { postal: '920-0853', pref: '石川県', city: '金沢市', town: '本町', street: '2-15-1', streetKanji: '二丁目十五番一号' },
  { postal: '730-0011', pref: '広島県', city: '広島市中区', town: '基町', street: '6-78', streetKanji: '六番七十八号' },
  { postal: '900-0015', pref: '沖縄県', city: '那覇市', town: '久茂地', street: '3-1-1', streetKanji: '三丁目一番一号' },
  { postal: '370-0841', pref: '群馬県', city: '高崎市', town: '栄町', street: '3-23', streetKanji: '三番二十三号' },
  { postal: '260-0013', pref: '千葉県', city: '千葉市中央区', town: '中央', street: '4-5-1', streetKanji: '四丁目五番一号' },
  { postal: '860-0806', pref: '熊本県', city: '熊本市中央区', town: '花畑町', street: '4-1', streetKanji: '四番一号' },
  { postal: '390-0811', pref: '長野県', city: '松本市', town: '中央', street: '2-5-8', streetKanji: '二丁目五番八号' },
  { postal: '541-0041', pref: '大阪府', city: '大阪市中央区', town: '北浜', street: '1-8-16', streetKanji: '一丁目八番十六号' },
  { postal: '420-0852', pref: '静岡県', city: '静岡市葵区', town: '紺屋町', street: '11-1', streetKanji: '十一番一号' },
]
export const BUILDINGS = ['麹町スクエア3F', 'アーバン桜木ビル12階', '第3北浜ビル 201号室', 'NKタワー18F', '本町センタービル5階', '', '', '', '']
/** Vertical cards spell floors and rooms in kanji. */
export const BUILDINGS_KANJI = ['麹町スクエア三階', 'アーバン桜木ビル十二階', '第三北浜ビル二〇一号室', '本町センタービル五階', '', '', '']

export const AREA = ['03', '06', '048', '076', '082', '098', '027', '043', '096', '0263', '054']
export const TEL_LABELS = ['TEL', 'Tel', 'TEL：', '電話', 'Phone', 'T', '代表', 'TEL.', 'Tel.']
export const FAX_LABELS = ['FAX', 'Fax', 'F', 'FAX：', 'Fax.', 'F.']
export const MOBILE_LABELS = ['携帯', 'Mobile', 'Cell', '携帯：', 'M.', 'MOBILE']
export const MAIL_LABELS = ['', 'E-mail ', 'Email: ', 'Mail ', 'E-mail：', 'mail：']
/** Between TEL and FAX on one line. */
export const PAIR_SEPARATORS = [' ／ ', ' ｜ ', ' ・ ', '　', ' / ']
export const LOGO_LETTERS = ['A', 'SK', '◎', 'N', '葵', 'L']

/** Full-width digits and dashes, as some cards print them: ０３－１２３４－５６７８. */
export const toFullWidth = (s) => s.replace(/[0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/-/g, '－')
/** Kanji numerals for vertical cards: 〇三－一二三四－五六七八. */
export const toKanjiDigits = (s) => s.replace(/[0-9]/g, (d) => '〇一二三四五六七八九'[Number(d)]).replace(/-/g, '－')
