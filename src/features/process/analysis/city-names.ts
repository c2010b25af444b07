// The larger cities of each prefecture (its seat, the designated and core cities and a few more): an
// address names its prefecture and then one of its cities, so a city with one kanji misread on a small
// or blurred card (那覇 as 那器, 那奉, 那府) is put right when exactly one city of that prefecture is that
// near, and a prefecture misread two ways (有川県: 石川 or 香川) is settled by the city after it (金沢市).
// Not every town of Japan: a city missing here is left as read.

const CITIES: Record<string, string> = {
  北海道: '札幌 旭川 函館 釧路 帯広 苫小牧 小樽 北見 江別',
  青森県: '青森 八戸 弘前 十和田',
  岩手県: '盛岡 一関 奥州 花巻 北上',
  宮城県: '仙台 石巻 大崎 名取',
  秋田県: '秋田 横手 大仙',
  山形県: '山形 鶴岡 酒田 米沢',
  福島県: '福島 郡山 いわき 会津若松',
  茨城県: '水戸 つくば 日立 土浦 ひたちなか 古河',
  栃木県: '宇都宮 小山 足利 栃木 佐野',
  群馬県: '前橋 高崎 太田 伊勢崎 桐生',
  埼玉県: 'さいたま 川越 川口 越谷 所沢 草加 春日部 熊谷 上尾 朝霞 和光 戸田 狭山 入間',
  千葉県: '千葉 船橋 柏 松戸 市川 浦安 市原 習志野 旭 佐倉 成田 野田 流山',
  東京都: '八王子 立川 町田 武蔵野 府中 調布 三鷹 多摩 日野 青梅 国分寺 小平',
  神奈川県: '横浜 川崎 相模原 横須賀 藤沢 平塚 厚木 小田原 茅ヶ崎 大和 海老名 鎌倉 逗子',
  新潟県: '新潟 長岡 上越',
  富山県: '富山 高岡',
  石川県: '金沢 小松 白山 加賀',
  福井県: '福井 敦賀 坂井',
  山梨県: '甲府 甲斐',
  長野県: '長野 松本 上田 飯田 佐久',
  岐阜県: '岐阜 大垣 高山 各務原',
  静岡県: '静岡 浜松 沼津 富士 磐田 富士宮 三島 焼津 藤枝',
  愛知県: '名古屋 豊田 岡崎 一宮 豊橋 春日井 安城 豊川 刈谷 小牧 瀬戸 半田',
  三重県: '津 四日市 鈴鹿 伊勢 松阪',
  滋賀県: '大津 草津 彦根 長浜',
  京都府: '京都 宇治 舞鶴 亀岡',
  大阪府: '大阪 堺 東大阪 豊中 吹田 高槻 枚方 茨木 大東 守口 門真 八尾 池田 箕面 和泉 岸和田',
  兵庫県: '神戸 姫路 西宮 尼崎 明石 加古川 芦屋 宝塚 伊丹 三田',
  奈良県: '奈良 橿原 生駒',
  和歌山県: '和歌山 田辺',
  鳥取県: '鳥取 米子',
  島根県: '松江 出雲',
  岡山県: '岡山 倉敷 津山',
  広島県: '広島 福山 呉 東広島 尾道',
  山口県: '山口 下関 宇部 周南 岩国',
  徳島県: '徳島 阿南',
  香川県: '高松 丸亀',
  愛媛県: '松山 今治 新居浜',
  高知県: '高知 南国',
  福岡県: '福岡 北九州 久留米 飯塚 福津 春日 大牟田',
  佐賀県: '佐賀 唐津',
  長崎県: '長崎 佐世保 諫早',
  熊本県: '熊本 八代 天草',
  大分県: '大分 別府 中津',
  宮崎県: '宮崎 都城 延岡',
  鹿児島県: '鹿児島 霧島 鹿屋',
  沖縄県: '那覇 沖縄 浦添 うるま 宜野湾',
}

/** The 47 prefectures as an address writes them (東京都, 北海道, 京都府, 大阪府 and the 43 …県). */
export const PREFECTURES = Object.keys(CITIES)

const citiesOf = (prefecture: string) => (CITIES[prefecture] ?? '').split(' ').filter(Boolean).map((c) => `${c}市`)
const oneOff = (read: string, name: string) => [...read].length === [...name].length && [...name].filter((c, i) => c !== [...read][i]).length === 1

/** The postal code (if any) an address starts with. */
const LEAD = /^(\s*(?:〒?\s*[0-9]{3}-?[0-9]{4}\s*)?)/
/** The address's postal code (if any), prefecture and what follows it, or undefined when it starts otherwise. */
const HEAD = new RegExp(`${LEAD.source}([\\u3400-\\u9FFF]{2,3}[都道府県])`)

/** The address with its prefecture and city put right by each other (fixPrefecture, then fixCity). */
export const fixPlace = (line: string) => fixCity(fixPrefecture(line))

/**
 * A prefecture with one kanji misread (本葉県 for 千葉県) at the start of the address: put right when
 * exactly one prefecture of that length differs from it by that one kanji (宮X県 stays: 宮城 or 宮崎;
 * fixCity may settle it by the city after it).
 */
export function fixPrefecture(line: string): string {
  const m = HEAD.exec(line)
  if (!m || !m[2].endsWith('県') || CITIES[m[2]]) return line
  const near = PREFECTURES.filter((p) => p.endsWith('県') && oneOff(m[2], p))
  return near.length === 1 ? `${m[1]}${near[0]}${line.slice(m[0].length)}` : line
}

/**
 * The address with its prefecture and city put right by each other: a city one kanji off exactly one
 * city of its prefecture becomes that city; a prefecture that is no prefecture becomes the one, one
 * kanji off it, whose city follows it as printed.
 */
export function fixCity(line: string): string {
  const m = HEAD.exec(line)
  if (!m) return suffixMisread(line)
  const [, lead, read] = m
  const rest = line.slice(m[0].length)
  if (!CITIES[read]) {
    const owners = PREFECTURES.filter((p) => oneOff(read, p) && citiesOf(p).some((c) => rest.startsWith(c)))
    return owners.length === 1 ? `${lead}${owners[0]}${rest}` : line
  }
  const cities = citiesOf(read)
  if (cities.some((c) => rest.startsWith(c))) return line
  // A city of one kanji (津, 柏, 堺, 呉) is one kanji off any other such: only longer names are put right.
  const near = cities.filter((c) => c.length >= 3 && rest[c.length - 1] === '市' && oneOff(rest.slice(0, c.length), c))
  if (near.length) return near.length === 1 ? `${lead}${read}${near[0]}${rest.slice(near[0].length)}` : line
  // A glyph of the name read twice (さいたまま市).
  const doubled = cities.flatMap((c) => [...c.slice(0, -1)].map((g, k) => ({ city: c, read: `${c.slice(0, k + 1)}${g}${c.slice(k + 1)}` }))).filter((d) => rest.startsWith(d.read))
  return doubled.length === 1 ? `${lead}${read}${doubled[0].city}${rest.slice(doubled[0].read.length)}` : line
}

/**
 * A prefecture whose 県, 都 or 府 was misread as one or two other glyphs ('埼玉上時さいたま市'): its
 * name, then those glyphs, then a city of it. The glyphs become the suffix.
 */
function suffixMisread(line: string): string {
  const lead = LEAD.exec(line)![1]
  const rest = line.slice(lead.length)
  for (const prefecture of PREFECTURES) {
    const stem = prefecture.slice(0, -1)
    if (!rest.startsWith(stem) || rest.startsWith(prefecture)) continue
    for (const junk of [1, 2]) {
      const after = rest.slice(stem.length + junk)
      if (/^[\u3400-\u9FFF]/.test(rest.slice(stem.length, stem.length + junk)) && citiesOf(prefecture).some((c) => after.startsWith(c))) return `${lead}${prefecture}${after}`
    }
  }
  return line
}

/**
 * Whether the address's prefecture and city are not as the reading gave them (fixCity, or another rule
 * put them right): a judgement the office confirms on the photo, since a town missing from CITIES may
 * have been taken for its neighbour.
 */
export function placeCorrected(address: string, texts: readonly string[]): boolean {
  const m = HEAD.exec(address)
  if (!m) return false
  const city = citiesOf(m[2]).find((c) => address.slice(m[0].length).startsWith(c))
  return !!city && !texts.join('').replace(/\s+/g, '').includes(`${m[2]}${city}`)
}
