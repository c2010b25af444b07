import type { ExtractedFields } from '../../../src/features/process/analysis/extract-fields'

// Invented cards (people, companies, addresses and domains are made up), written the way OCR
// returns them: line by line, sometimes with noise. `expect` lists the fields that must come out.
export type CardCase = { title: string; text: string; expect: Partial<ExtractedFields>; status?: 'success' | 'fail' }

export const CARD_CASES: CardCase[] = [
  {
    title: 'ja: classic vertical layout with reading above the name',
    text: `株式会社サクラ商事\n営業部 部長\nやまだ たろう\n山田 太郎\n〒100-0005\n東京都千代田区丸の内1-2-3 丸の内ビル5F\nTEL 03-1234-5678 FAX 03-1234-5679\nE-mail: taro.yamada@sakura-shoji.co.jp\nhttps://www.sakura-shoji.co.jp`,
    expect: { company: '株式会社サクラ商事', department: '営業部', position: '部長', full_name: '山田 太郎', full_name_kana: 'やまだ たろう', postal_code: '100-0005', address: '東京都千代田区丸の内1-2-3 丸の内ビル5F', phone_number: '03-1234-5678', fax_number: '03-1234-5679', email: 'taro.yamada@sakura-shoji.co.jp', website: 'https://www.sakura-shoji.co.jp' },
  },
  {
    title: 'ja: (株) abbreviation and full-width digits',
    text: `(株)ミドリ技研\n開発本部 第二開発部 課長\n鈴木 花子\nスズキ ハナコ\n〒５３０－０００１ 大阪府大阪市北区梅田２－４－９\nＴＥＬ：０６－６３４５－１２１２\nＭａｉｌ：ｈａｎａｋｏ＠midori-giken.jp`,
    expect: { company: '株式会社ミドリ技研', department: '開発本部 第二開発部', position: '課長', full_name: '鈴木 花子', full_name_kana: 'スズキ ハナコ', postal_code: '530-0001', address: '大阪府大阪市北区梅田2-4-9', phone_number: '06-6345-1212', email: 'hanako@midori-giken.jp' },
  },
  {
    title: 'ja: OCR spaces between every character',
    text: `株 式 会 社 ア オ バ 物 流\n総 務 課\n佐 藤 健 一\nT E L 0 4 5 - 2 2 1 - 3 3 4 4\nk.sato @ aoba-butsuryu . co . jp`,
    expect: { company: '株式会社アオバ物流', department: '総務課', full_name: '佐藤健一', email: 'k.sato@aoba-butsuryu.co.jp' },
  },
  {
    title: 'ja: mobile only, representative director',
    text: `合同会社ハルカゼ\n代表取締役\n高橋 誠\n携帯 090-8765-4321\nmakoto@harukaze.jp`,
    expect: { company: '合同会社ハルカゼ', position: '代表取締役', full_name: '高橋 誠', phone_number: '090-8765-4321', mobile_number: '090-8765-4321', email: 'makoto@harukaze.jp' },
  },
  {
    title: 'ja: fax listed before tel on one line',
    text: `有限会社いろは印刷\n伊藤 美咲\nFAX 052-111-2223 TEL 052-111-2222\nmisaki@iroha-print.jp`,
    expect: { company: '有限会社いろは印刷', full_name: '伊藤 美咲', phone_number: '052-111-2222', fax_number: '052-111-2223' },
  },
  {
    title: 'ja: reading in parentheses after the name',
    text: `株式会社ツバメ設計\n設計部 主任\n渡辺 翔太 (わたなべ しょうた)\n電話 03-5555-0101\nshota.w@tsubame-sekkei.co.jp`,
    expect: { full_name: '渡辺 翔太', full_name_kana: 'わたなべ しょうた', department: '設計部', position: '主任', phone_number: '03-5555-0101' },
  },
  {
    title: 'ja: OCR look-alikes in phone (O for 0, l for 1)',
    text: `株式会社ホシゾラ\n中村 一郎\nTEL:O3-l234-5O78\nichiro@hoshizora.co.jp`,
    expect: { full_name: '中村 一郎', phone_number: '03-1234-5078', email: 'ichiro@hoshizora.co.jp' },
  },
  {
    title: 'ja: OCR digits in the e-mail domain',
    text: `株式会社ナギサ\n小林 由美\nTEL 03-3210-9876\nyumi.k@nagisa.c0.jp`,
    expect: { email: 'yumi.k@nagisa.co.jp' },
  },
  {
    title: 'ja: title glued to department',
    text: `株式会社コハク電機\n営業部長\n加藤 大輔\nTEL 011-222-3333\ndaisuke.kato@kohaku-denki.co.jp`,
    expect: { department: '営業部', position: '部長', full_name: '加藤 大輔' },
  },
  {
    title: 'ja: title before the name on the same line',
    text: `株式会社ヒイラギ\n部長 吉田 直樹\nTEL 092-444-5555\nnaoki@hiiragi.jp`,
    expect: { full_name: '吉田 直樹', position: '部長' },
  },
  {
    title: 'ja: building line continues the address',
    text: `株式会社ミナト工業\n山本 浩二\n〒220-0012\n神奈川県横浜市西区みなとみらい3-3-1\nみなとタワー12階\nTEL 045-000-1111\nkoji@minato-kogyo.co.jp`,
    expect: { postal_code: '220-0012', address: '神奈川県横浜市西区みなとみらい3-3-1 みなとタワー12階', phone_number: '045-000-1111' },
  },
  {
    title: 'ja: free dial and direct line',
    text: `株式会社ユズリハ\nお客様窓口\n松本 さくら\n0120-123-456\n直通 03-6789-0123\nsakura@yuzuriha.co.jp`,
    expect: { full_name: '松本 さくら', phone_number: '0120-123-456' },
  },
  {
    title: 'ja: +81 international form becomes domestic',
    text: `株式会社カエデ\n井上 亮\nTel +81-3-4567-8901\nryo.inoue@kaede.co.jp`,
    expect: { phone_number: '03-4567-8901' },
  },
  {
    title: 'ja: executive officer and url without scheme',
    text: `株式会社アサヒナ\n執行役員\n木村 拓也\nTEL 03-2222-3333\ntakuya@asahina.co.jp\nwww.asahina.co.jp`,
    expect: { position: '執行役員', website: 'https://www.asahina.co.jp' },
  },
  {
    title: 'ja: katakana reading below the name',
    text: `株式会社シラカバ\n林 優子\nハヤシ ユウコ\nTEL 0263-11-2233\nyuko.hayashi@shirakaba.jp`,
    expect: { full_name: '林 優子', full_name_kana: 'ハヤシ ユウコ', phone_number: '0263-11-2233' },
  },
  {
    title: 'ja: no contact at all fails with an actionable message',
    text: `株式会社モミジ\n清水 健\n東京都港区芝公園4-2-8`,
    expect: { full_name: '清水 健' },
    status: 'fail',
  },
  {
    title: 'ja: no name fails',
    text: `株式会社クスノキ\nお問い合わせ窓口\nTEL 03-1111-2222\ninfo@kusunoki.co.jp`,
    expect: { phone_number: '03-1111-2222', email: 'info@kusunoki.co.jp' },
    status: 'fail',
  },
  {
    title: 'ja: unreadable photo',
    text: `~~ ,. ;;\n| |\n`,
    expect: {},
    status: 'fail',
  },
  {
    title: 'ja: (at) spelling of the e-mail',
    text: `株式会社スミレ\n森 健太\nTEL 075-123-4567\nkenta.mori(at)sumire.co.jp`,
    expect: { email: 'kenta.mori@sumire.co.jp' },
  },
  {
    title: 'ja: bilingual card prefers the kanji name and Japanese company',
    text: `SAKURA TRADING CO., LTD.\n株式会社サクラトレーディング\nTaro Aoki\n青木 太郎\n海外事業部 マネージャー\nTEL 03-9999-0000\ntaro.aoki@sakura-trading.jp`,
    expect: { company: '株式会社サクラトレーディング', full_name: '青木 太郎', position: 'マネージャー', department: '海外事業部' },
  },
  {
    title: 'ja: company name with legal form at the end',
    text: `ワカバ食品株式会社\n品質管理室 室長\n山口 恵\nTEL 022-333-4444\nmegumi@wakaba-foods.co.jp`,
    expect: { company: 'ワカバ食品株式会社', department: '品質管理室', position: '室長' },
  },
  {
    title: 'ja: mobile and tel both printed',
    text: `株式会社コトブキ建設\n工事部 係長\n斎藤 剛\nTEL 048-555-6666\n携帯 080-1111-2222\ntsuyoshi@kotobuki-kensetsu.co.jp`,
    expect: { phone_number: '048-555-6666', mobile_number: '080-1111-2222', position: '係長', department: '工事部' },
  },
  {
    title: 'en: western layout',
    text: `Northwind Analytics Inc.\nEmily Carter\nSenior Data Analyst\nemily.carter@northwind-analytics.com\nTel: +81 3-5210-7788\nwww.northwind-analytics.com`,
    expect: { company: 'Northwind Analytics Inc.', full_name: 'Emily Carter', position: 'Senior Data Analyst', email: 'emily.carter@northwind-analytics.com', phone_number: '03-5210-7788', website: 'https://www.northwind-analytics.com' },
  },
  {
    title: 'en: Co., Ltd. with two-line address',
    text: `Kiri Electronics Co., Ltd.\nKenji Sato\nSales Manager, Overseas Division\n2-11-5 Shibuya, Shibuya-ku\nTokyo 150-0002, Japan\nT: 03-6450-1200  F: 03-6450-1201\nk.sato@kiri-electronics.jp`,
    expect: { company: 'Kiri Electronics Co., Ltd.', full_name: 'Kenji Sato', position: 'Sales Manager', department: 'Overseas Division', postal_code: '150-0002', phone_number: '03-6450-1200', fax_number: '03-6450-1201' },
  },
  {
    title: 'en: corporation and mobile label',
    text: `Aster Robotics Corporation\nDavid Mori\nChief Technology Officer\nMobile: 090-2345-6789\ndavid.mori@aster-robotics.com`,
    expect: { company: 'Aster Robotics Corporation', full_name: 'David Mori', phone_number: '090-2345-6789', position: 'Chief Technology Officer' },
  },
  {
    title: 'en: surname in capitals',
    text: `Hinode Consulting LLC\nYAMAMOTO Aiko\nPartner\nPhone 03-3003-3003\naiko@hinode-consulting.com`,
    expect: { full_name: 'YAMAMOTO Aiko', position: 'Partner', company: 'Hinode Consulting LLC' },
  },
  {
    title: 'en: e-mail with OCR spaces and a comma',
    text: `Bluefin Logistics Ltd.\nMark Ellison\nOperations Director\nmark . ellison @ bluefin-logistics , com\nTel 06-7000-8000`,
    expect: { email: 'mark.ellison@bluefin-logistics.com', full_name: 'Mark Ellison' },
  },
  {
    title: 'en: full-width e-mail and phone typed on a Japanese card',
    text: `Ｍｉｒａｉ Ｗｏｒｋｓ Ｉｎｃ．\nＳｏｐｈｉａ Ｌｅｅ\nＰｒｏｄｕｃｅｒ\nＴｅｌ ０３－１０１０－２０２０\nｓｏｐｈｉａ＠ｍｉｒａｉ－ｗｏｒｋｓ．ｃｏｍ`,
    expect: { company: 'Mirai Works Inc.', full_name: 'Sophia Lee', email: 'sophia@mirai-works.com', phone_number: '03-1010-2020' },
  },
  {
    title: 'en: no phone, only e-mail, still a success',
    text: `Lumen Design Studio Inc.\nGrace Kim\nDesigner\ngrace@lumen-design.io`,
    expect: { full_name: 'Grace Kim', email: 'grace@lumen-design.io', phone_number: '' },
    status: 'success',
  },
  {
    title: 'en: fax only is not a contact',
    text: `Copperleaf Trading Ltd.\nOliver Grant\nFax 03-4000-5000`,
    expect: { fax_number: '03-4000-5000', phone_number: '' },
    status: 'fail',
  },
  {
    title: 'en: middle initial and department line',
    text: `Harbor Point Holdings\nJames T. Walker\nVice President\nCorporate Planning Department\nTel. 03-7777-8888\njwalker@harborpoint.com`,
    expect: { full_name: 'James T. Walker', position: 'Vice President', department: 'Corporate Planning Department', company: 'Harbor Point Holdings' },
  },
  {
    title: 'ja: general incorporated association',
    text: `一般社団法人みらい教育協会\n事務局長\n藤田 真理\nTEL 03-8888-1212\nmari.fujita@mirai-kyoiku.or.jp\nhttp://www.mirai-kyoiku.or.jp/`,
    expect: { company: '一般社団法人みらい教育協会', full_name: '藤田 真理', website: 'http://www.mirai-kyoiku.or.jp' },
  },
  {
    title: 'ja: postal without the 〒 mark on the address line',
    text: `株式会社イチョウ\n前田 康介\n460-0008 愛知県名古屋市中区栄3-5-1\nTEL 052-222-3434\nkosuke@icho.co.jp`,
    expect: { postal_code: '460-0008', address: '愛知県名古屋市中区栄3-5-1', phone_number: '052-222-3434' },
  },
  {
    title: 'ja: phone without separators',
    text: `株式会社アカツキ\n岡田 光\nTEL 0312345678\nhikari@akatsuki.jp`,
    expect: { phone_number: '03-1234-5678' },
  },
  {
    title: 'ja: name as a single word with no space',
    text: `株式会社ハナミズキ\n経理課\n長谷川彩\nTEL 03-2468-1357\naya@hanamizuki.co.jp`,
    expect: { full_name: '長谷川彩', department: '経理課' },
  },
]
