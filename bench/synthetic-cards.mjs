// Synthetic business cards for the OCR benchmark and the process e2e test: known text (invented
// people, companies and domains), drawn on a canvas in the browser with Noto Sans JP loaded from
// node_modules (no system CJK font is needed), returned as PNG data URLs.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const fontDir = dirname(require.resolve('@fontsource/noto-sans-jp/package.json'))

/** Each card: lines to print ([text, px size, weight]) and the fields that must be read back. */
export const SYNTHETIC_CARDS = [
  {
    lines: [['株式会社サクラ商事', 34, 700], ['営業部 部長', 26, 400], ['やまだ たろう', 22, 400], ['山田 太郎', 60, 700], ['〒100-0005 東京都千代田区丸の内1-2-3', 24, 400], ['TEL 03-1234-5678  FAX 03-1234-5679', 24, 400], ['E-mail taro.yamada@sakura-shoji.co.jp', 24, 400]],
    expect: { full_name: '山田 太郎', company: '株式会社サクラ商事', email: 'taro.yamada@sakura-shoji.co.jp', phone_number: '03-1234-5678' },
  },
  {
    lines: [['株式会社ミドリ技研', 34, 700], ['開発部 課長', 26, 400], ['鈴木 花子', 60, 700], ['〒530-0001 大阪府大阪市北区梅田2-4-9', 24, 400], ['TEL 06-6345-1212', 24, 400], ['hanako.suzuki@midori-giken.jp', 24, 400]],
    expect: { full_name: '鈴木 花子', company: '株式会社ミドリ技研', email: 'hanako.suzuki@midori-giken.jp', phone_number: '06-6345-1212' },
  },
  {
    lines: [['アオバ物流株式会社', 34, 700], ['総務課', 26, 400], ['佐藤 健一', 60, 700], ['TEL 045-221-3344', 24, 400], ['携帯 090-8765-4321', 24, 400], ['k.sato@aoba-butsuryu.co.jp', 24, 400]],
    expect: { full_name: '佐藤 健一', company: 'アオバ物流株式会社', email: 'k.sato@aoba-butsuryu.co.jp', phone_number: '045-221-3344' },
  },
  {
    lines: [['合同会社ハルカゼ', 34, 700], ['代表取締役', 26, 400], ['高橋 誠', 60, 700], ['携帯 080-2468-1357', 24, 400], ['makoto@harukaze.jp', 24, 400], ['https://www.harukaze.jp', 22, 400]],
    expect: { full_name: '高橋 誠', company: '合同会社ハルカゼ', email: 'makoto@harukaze.jp', phone_number: '080-2468-1357' },
  },
  {
    lines: [['有限会社いろは印刷', 34, 700], ['伊藤 美咲', 60, 700], ['FAX 052-111-2223', 24, 400], ['TEL 052-111-2222', 24, 400], ['misaki@iroha-print.jp', 24, 400]],
    expect: { full_name: '伊藤 美咲', company: '有限会社いろは印刷', email: 'misaki@iroha-print.jp', phone_number: '052-111-2222' },
  },
  {
    lines: [['株式会社コハク電機', 34, 700], ['技術本部 主任', 26, 400], ['中村 一郎', 60, 700], ['〒060-0001 北海道札幌市中央区北一条西2-1', 24, 400], ['TEL 011-222-3333', 24, 400], ['ichiro.nakamura@kohaku-denki.co.jp', 24, 400]],
    expect: { full_name: '中村 一郎', company: '株式会社コハク電機', email: 'ichiro.nakamura@kohaku-denki.co.jp', phone_number: '011-222-3333' },
  },
  {
    lines: [['Northwind Analytics Inc.', 34, 700], ['Emily Carter', 56, 700], ['Senior Data Analyst', 26, 400], ['Tel 03-5210-7788', 24, 400], ['emily.carter@northwind-analytics.com', 24, 400], ['www.northwind-analytics.com', 22, 400]],
    expect: { full_name: 'Emily Carter', company: 'Northwind Analytics Inc.', email: 'emily.carter@northwind-analytics.com', phone_number: '03-5210-7788' },
  },
  {
    lines: [['Kiri Electronics Co., Ltd.', 34, 700], ['Kenji Sato', 56, 700], ['Sales Manager', 26, 400], ['2-11-5 Shibuya, Shibuya-ku, Tokyo 150-0002', 22, 400], ['T: 03-6450-1200  F: 03-6450-1201', 24, 400], ['k.sato@kiri-electronics.jp', 24, 400]],
    expect: { full_name: 'Kenji Sato', company: 'Kiri Electronics Co., Ltd.', email: 'k.sato@kiri-electronics.jp', phone_number: '03-6450-1200' },
  },
  {
    lines: [['Aster Robotics Corporation', 34, 700], ['David Mori', 56, 700], ['Chief Technology Officer', 26, 400], ['Mobile: 090-2345-6789', 24, 400], ['david.mori@aster-robotics.com', 24, 400]],
    expect: { full_name: 'David Mori', company: 'Aster Robotics Corporation', email: 'david.mori@aster-robotics.com', phone_number: '090-2345-6789' },
  },
  {
    lines: [['株式会社ツバメ設計', 34, 700], ['設計部', 26, 400], ['わたなべ しょうた', 22, 400], ['渡辺 翔太', 60, 700], ['TEL 03-5555-0101', 24, 400], ['shota.w@tsubame-sekkei.co.jp', 24, 400]],
    expect: { full_name: '渡辺 翔太', company: '株式会社ツバメ設計', email: 'shota.w@tsubame-sekkei.co.jp', phone_number: '03-5555-0101' },
  },
  {
    lines: [['Bluefin Logistics Ltd.', 34, 700], ['Mark Ellison', 56, 700], ['Operations Director', 26, 400], ['Tel 06-7000-8000', 24, 400], ['mark.ellison@bluefin-logistics.com', 24, 400]],
    expect: { full_name: 'Mark Ellison', company: 'Bluefin Logistics Ltd.', email: 'mark.ellison@bluefin-logistics.com', phone_number: '06-7000-8000' },
  },
  {
    lines: [['株式会社カエデ', 34, 700], ['経理課 係長', 26, 400], ['井上 亮', 60, 700], ['TEL 092-444-5555', 24, 400], ['ryo.inoue@kaede.co.jp', 24, 400]],
    expect: { full_name: '井上 亮', company: '株式会社カエデ', email: 'ryo.inoue@kaede.co.jp', phone_number: '092-444-5555' },
  },
]

/** The Noto Sans JP subsets (regular and bold) covering these texts, as base64 WOFF2. */
export async function fontsFor(texts) {
  const chars = new Set([...texts.join('')].map((c) => c.codePointAt(0)))
  const out = []
  for (const weight of [400, 700]) {
    const cssText = await readFile(join(fontDir, `${weight}.css`), 'utf8')
    for (const block of cssText.split('@font-face').slice(1)) {
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1]
      const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1]
      if (!file || !range) continue
      const covers = range.split(',').some((part) => {
        const [a, b] = part.trim().replace(/^U\+/i, '').split('-').map((h) => parseInt(h, 16))
        for (const c of chars) if (c >= a && c <= (b ?? a)) return true
        return false
      })
      if (covers) out.push({ weight, data: (await readFile(join(fontDir, 'files', file))).toString('base64') })
    }
  }
  return out
}

/**
 * Draws the cards in the page (91 × 55 mm at 16 px/mm) and returns PNG data URLs. Fonts go in as
 * bytes, so this works offline too.
 */
export async function renderCards(page, cards = SYNTHETIC_CARDS) {
  const fonts = await fontsFor(cards.flatMap((c) => c.lines.map(([text]) => text)))
  return page.evaluate(
    async ({ cards, fonts }) => {
      for (const f of fonts) {
        const bytes = Uint8Array.from(atob(f.data), (ch) => ch.charCodeAt(0))
        const face = new FontFace('SyntheticJP', bytes, { weight: String(f.weight) })
        await face.load()
        document.fonts.add(face)
      }
      const urls = []
      for (const card of cards) {
        const canvas = document.createElement('canvas')
        canvas.width = 1456
        canvas.height = 880
        const ctx = canvas.getContext('2d')
        ctx.fillStyle = '#fdfcf8'
        ctx.fillRect(0, 0, canvas.width, canvas.height)
        ctx.fillStyle = '#2f6f4f'
        ctx.fillRect(0, 0, 24, canvas.height)
        let y = 110
        for (const [text, size, weight] of card.lines) {
          ctx.font = `${weight} ${size}px SyntheticJP`
          ctx.fillStyle = size >= 50 ? '#111111' : '#333333'
          ctx.fillText(text, 90, y)
          y += size * 1.9
        }
        urls.push(canvas.toDataURL('image/png'))
      }
      return urls
    },
    { cards, fonts },
  )
}
