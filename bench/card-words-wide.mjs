// Vocabulary of the wide card set (bench/card-set-wide.mjs), written apart from the first two sets'
// lists (bench/card-set.mjs, bench/card-words-fresh.mjs) and far wider: common and rare surnames (one
// to three kanji, some in old forms: 渡邉, 櫻井, 廣瀬, 澤田, 國分), given names in kanji and kana, invented
// companies in katakana, kanji and Latin letters with their legal forms before or after, institutions,
// addresses in all 47 prefectures (wards, cities, 郡 towns and villages, 字/大字, Kyoto's 通り names),
// area codes of the places, departments, titles and qualifications. Real surnames and real place names
// are used as such; every company, domain, building and number is made up.

/** [kanji, hiragana, romaji]. */
export const FAMILY = [
  ['田中', 'たなか', 'tanaka'], ['鈴木', 'すずき', 'suzuki'], ['渡辺', 'わたなべ', 'watanabe'], ['中島', 'なかじま', 'nakajima'],
  ['阿部', 'あべ', 'abe'], ['石井', 'いしい', 'ishii'], ['小川', 'おがわ', 'ogawa'], ['後藤', 'ごとう', 'goto'],
  ['岡本', 'おかもと', 'okamoto'], ['藤井', 'ふじい', 'fujii'], ['福田', 'ふくだ', 'fukuda'], ['太田', 'おおた', 'ota'],
  ['三浦', 'みうら', 'miura'], ['藤原', 'ふじわら', 'fujiwara'], ['岡崎', 'おかざき', 'okazaki'], ['松田', 'まつだ', 'matsuda'],
  ['中川', 'なかがわ', 'nakagawa'], ['中野', 'なかの', 'nakano'], ['原田', 'はらだ', 'harada'], ['小野', 'おの', 'ono'],
  ['田村', 'たむら', 'tamura'], ['竹内', 'たけうち', 'takeuchi'], ['金子', 'かねこ', 'kaneko'], ['和田', 'わだ', 'wada'],
  ['中山', 'なかやま', 'nakayama'], ['石田', 'いしだ', 'ishida'], ['上田', 'うえだ', 'ueda'], ['森田', 'もりた', 'morita'],
  ['原', 'はら', 'hara'], ['柴田', 'しばた', 'shibata'], ['酒井', 'さかい', 'sakai'], ['工藤', 'くどう', 'kudo'],
  ['横山', 'よこやま', 'yokoyama'], ['宮崎', 'みやざき', 'miyazaki'], ['宮本', 'みやもと', 'miyamoto'], ['内田', 'うちだ', 'uchida'],
  ['高木', 'たかぎ', 'takagi'], ['安藤', 'あんどう', 'ando'], ['谷口', 'たにぐち', 'taniguchi'], ['大野', 'おおの', 'ohno'],
  ['丸山', 'まるやま', 'maruyama'], ['今井', 'いまい', 'imai'], ['高田', 'たかだ', 'takada'], ['藤本', 'ふじもと', 'fujimoto'],
  ['武田', 'たけだ', 'takeda'], ['村田', 'むらた', 'murata'], ['上野', 'うえの', 'ueno'], ['杉山', 'すぎやま', 'sugiyama'],
  ['増田', 'ますだ', 'masuda'], ['平野', 'ひらの', 'hirano'], ['大塚', 'おおつか', 'otsuka'], ['千葉', 'ちば', 'chiba'],
  ['久保', 'くぼ', 'kubo'], ['松井', 'まつい', 'matsui'], ['小島', 'こじま', 'kojima'], ['岩崎', 'いわさき', 'iwasaki'],
  ['桜井', 'さくらい', 'sakurai'], ['野口', 'のぐち', 'noguchi'], ['松尾', 'まつお', 'matsuo'], ['野村', 'のむら', 'nomura'],
  ['木下', 'きのした', 'kinoshita'], ['菊地', 'きくち', 'kikuchi'], ['佐野', 'さの', 'sano'], ['大西', 'おおにし', 'onishi'],
  ['杉本', 'すぎもと', 'sugimoto'], ['新井', 'あらい', 'arai'], ['浜田', 'はまだ', 'hamada'], ['市川', 'いちかわ', 'ichikawa'],
  ['古川', 'ふるかわ', 'furukawa'], ['水野', 'みずの', 'mizuno'], ['小松', 'こまつ', 'komatsu'], ['島田', 'しまだ', 'shimada'],
  ['古賀', 'こが', 'koga'], ['水谷', 'みずたに', 'mizutani'], ['山内', 'やまうち', 'yamauchi'], ['西田', 'にしだ', 'nishida'],
  ['飯田', 'いいだ', 'iida'], ['服部', 'はっとり', 'hattori'], ['吉川', 'よしかわ', 'yoshikawa'], ['川口', 'かわぐち', 'kawaguchi'],
  ['辻本', 'つじもと', 'tsujimoto'], ['星野', 'ほしの', 'hoshino'], ['須藤', 'すどう', 'sudo'], ['松岡', 'まつおか', 'matsuoka'],
  ['岩田', 'いわた', 'iwata'], ['中西', 'なかにし', 'nakanishi'], ['黒田', 'くろだ', 'kuroda'], ['川村', 'かわむら', 'kawamura'],
  ['安田', 'やすだ', 'yasuda'], ['大久保', 'おおくぼ', 'okubo'], ['北村', 'きたむら', 'kitamura'], ['平田', 'ひらた', 'hirata'],
  ['荒木', 'あらき', 'araki'], ['永井', 'ながい', 'nagai'], ['矢野', 'やの', 'yano'], ['一条', 'いちじょう', 'ichijo'],
  ['東', 'あずま', 'azuma'], ['南', 'みなみ', 'minami'], ['林田', 'はやしだ', 'hayashida'], ['畠山', 'はたけやま', 'hatakeyama'],
  ['御手洗', 'みたらい', 'mitarai'], ['百目鬼', 'どうめき', 'domeki'], ['伊集院', 'いじゅういん', 'ijuin'], ['西園寺', 'さいおんじ', 'saionji'],
  ['五味', 'ごみ', 'gomi'], ['門脇', 'かどわき', 'kadowaki'], ['栗原', 'くりはら', 'kurihara'], ['鬼頭', 'きとう', 'kito'],
  ['瀬戸口', 'せとぐち', 'setoguchi'], ['比嘉', 'ひが', 'higa'], ['知念', 'ちねん', 'chinen'], ['金城', 'きんじょう', 'kinjo'],
  ['仲宗根', 'なかそね', 'nakasone'], ['喜屋武', 'きゃん', 'kyan'], ['神', 'じん', 'jin'], ['谷', 'たに', 'tani'],
  ['樋口', 'ひぐち', 'higuchi'], ['廣瀬', 'ひろせ', 'hirose'], ['澤田', 'さわだ', 'sawada'], ['邊見', 'へんみ', 'hemmi'],
  ['渡邉', 'わたなべ', 'watanabe'], ['渡邊', 'わたなべ', 'watanabe'], ['櫻井', 'さくらい', 'sakurai'], ['國分', 'こくぶん', 'kokubun'],
  ['濵田', 'はまだ', 'hamada'], ['髙山', 'たかやま', 'takayama'], ['鶴田', 'つるた', 'tsuruta'], ['亀井', 'かめい', 'kamei'],
  ['猪瀬', 'いのせ', 'inose'], ['鹿島', 'かしま', 'kashima'], ['熊田', 'くまだ', 'kumada'], ['鷹野', 'たかの', 'takano'],
  ['雨宮', 'あめみや', 'amemiya'], ['霧島', 'きりしま', 'kirishima'], ['榎本', 'えのもと', 'enomoto'], ['槙野', 'まきの', 'makino'],
  ['楠', 'くすのき', 'kusunoki'], ['椎名', 'しいな', 'shiina'], ['柊', 'ひいらぎ', 'hiiragi'], ['芹沢', 'せりざわ', 'serizawa'],
  ['日向', 'ひなた', 'hinata'], ['天野', 'あまの', 'amano'], ['乙部', 'おとべ', 'otobe'], ['一ノ瀬', 'いちのせ', 'ichinose'],
  ['三ツ矢', 'みつや', 'mitsuya'], ['八木', 'やぎ', 'yagi'], ['九十九', 'つくも', 'tsukumo'], ['百瀬', 'ももせ', 'momose'],
  ['千田', 'ちだ', 'chida'], ['早乙女', 'さおとめ', 'saotome'], ['尾崎', 'おざき', 'ozaki'], ['能登', 'のと', 'noto'],
  ['土屋', 'つちや', 'tsuchiya'], ['嶋田', 'しまだ', 'shimada'], ['奥村', 'おくむら', 'okumura'], ['宍戸', 'ししど', 'shishido'],
  ['及川', 'おいかわ', 'oikawa'], ['小笠原', 'おがさわら', 'ogasawara'], ['佐久間', 'さくま', 'sakuma'], ['大和田', 'おおわだ', 'owada'],
  ['有馬', 'ありま', 'arima'], ['宇野', 'うの', 'uno'], ['江口', 'えぐち', 'eguchi'], ['桂', 'かつら', 'katsura'],
  ['月見里', 'やまなし', 'yamanashi'], ['小豆沢', 'あずさわ', 'azusawa'], ['蒔田', 'まきた', 'makita'], ['万代', 'ばんだい', 'bandai'],
]

/** [name, hiragana, romaji]: men's and women's names, one to three kanji, some in kana only. */
export const GIVEN = [
  ['蓮', 'れん', 'ren'], ['湊', 'みなと', 'minato'], ['大翔', 'ひろと', 'hiroto'], ['悠真', 'ゆうま', 'yuma'],
  ['陽翔', 'はると', 'haruto'], ['樹', 'いつき', 'itsuki'], ['健太', 'けんた', 'kenta'], ['拓海', 'たくみ', 'takumi'],
  ['颯太', 'そうた', 'sota'], ['航', 'わたる', 'wataru'], ['剛', 'つよし', 'tsuyoshi'], ['浩', 'ひろし', 'hiroshi'],
  ['学', 'まなぶ', 'manabu'], ['稔', 'みのる', 'minoru'], ['勇', 'いさむ', 'isamu'], ['進', 'すすむ', 'susumu'],
  ['清', 'きよし', 'kiyoshi'], ['明', 'あきら', 'akira'], ['博之', 'ひろゆき', 'hiroyuki'], ['正樹', 'まさき', 'masaki'],
  ['伸也', 'しんや', 'shinya'], ['哲也', 'てつや', 'tetsuya'], ['秀樹', 'ひでき', 'hideki'], ['達也', 'たつや', 'tatsuya'],
  ['雅人', 'まさと', 'masato'], ['俊介', 'しゅんすけ', 'shunsuke'], ['隼人', 'はやと', 'hayato'], ['悠斗', 'ゆうと', 'yuto'],
  ['翔', 'しょう', 'sho'], ['涼介', 'りょうすけ', 'ryosuke'], ['圭', 'けい', 'kei'], ['純一', 'じゅんいち', 'junichi'],
  ['勝', 'まさる', 'masaru'], ['孝之', 'たかゆき', 'takayuki'], ['義男', 'よしお', 'yoshio'], ['幸雄', 'ゆきお', 'yukio'],
  ['信夫', 'のぶお', 'nobuo'], ['和夫', 'かずお', 'kazuo'], ['敏郎', 'としろう', 'toshiro'], ['源太', 'げんた', 'genta'],
  ['宗一郎', 'そういちろう', 'soichiro'], ['龍之介', 'りゅうのすけ', 'ryunosuke'], ['健太郎', 'けんたろう', 'kentaro'], ['謙三', 'けんぞう', 'kenzo'],
  ['大地', 'だいち', 'daichi'], ['陸', 'りく', 'riku'], ['海斗', 'かいと', 'kaito'], ['優太', 'ゆうた', 'yuta'],
  ['直人', 'なおと', 'naoto'], ['智也', 'ともや', 'tomoya'], ['和彦', 'かずひこ', 'kazuhiko'], ['克己', 'かつみ', 'katsumi'],
  ['辰夫', 'たつお', 'tatsuo'], ['征爾', 'せいじ', 'seiji'], ['慎吾', 'しんご', 'shingo'], ['恭平', 'きょうへい', 'kyohei'],
  ['洋平', 'ようへい', 'yohei'], ['徹', 'とおる', 'toru'], ['豊', 'ゆたか', 'yutaka'], ['篤', 'あつし', 'atsushi'],
  ['淳', 'じゅん', 'jun'], ['嘉彦', 'よしひこ', 'yoshihiko'], ['祐介', 'ゆうすけ', 'yusuke'], ['悟', 'さとる', 'satoru'],
  ['陽菜', 'ひな', 'hina'], ['結衣', 'ゆい', 'yui'], ['美月', 'みづき', 'mizuki'], ['凛', 'りん', 'rin'],
  ['芽依', 'めい', 'mei'], ['杏', 'あん', 'an'], ['紬', 'つむぎ', 'tsumugi'], ['結菜', 'ゆいな', 'yuina'],
  ['愛', 'あい', 'ai'], ['舞', 'まい', 'mai'], ['彩', 'あや', 'aya'], ['香織', 'かおり', 'kaori'],
  ['久美子', 'くみこ', 'kumiko'], ['直美', 'なおみ', 'naomi'], ['恵子', 'けいこ', 'keiko'], ['幸子', 'さちこ', 'sachiko'],
  ['京子', 'きょうこ', 'kyoko'], ['典子', 'のりこ', 'noriko'], ['由紀', 'ゆき', 'yuki'], ['真理子', 'まりこ', 'mariko'],
  ['千夏', 'ちなつ', 'chinatsu'], ['夏美', 'なつみ', 'natsumi'], ['綾香', 'あやか', 'ayaka'], ['瑞穂', 'みずほ', 'mizuho'],
  ['紗希', 'さき', 'saki'], ['奈緒', 'なお', 'nao'], ['亜希子', 'あきこ', 'akiko'], ['文子', 'ふみこ', 'fumiko'],
  ['静香', 'しずか', 'shizuka'], ['小百合', 'さゆり', 'sayuri'], ['百合子', 'ゆりこ', 'yuriko'], ['加奈子', 'かなこ', 'kanako'],
  ['理恵', 'りえ', 'rie'], ['智美', 'ともみ', 'tomomi'], ['美和', 'みわ', 'miwa'], ['早苗', 'さなえ', 'sanae'],
  ['琴音', 'ことね', 'kotone'], ['心春', 'こはる', 'koharu'], ['楓', 'かえで', 'kaede'], ['雫', 'しずく', 'shizuku'],
  ['萌', 'もえ', 'moe'], ['桃子', 'ももこ', 'momoko'], ['若菜', 'わかな', 'wakana'], ['詩織', 'しおり', 'shiori'],
  ['真央', 'まお', 'mao'], ['沙耶', 'さや', 'saya'], ['佳代', 'かよ', 'kayo'], ['弘美', 'ひろみ', 'hiromi'],
  ['和子', 'かずこ', 'kazuko'], ['節子', 'せつこ', 'setsuko'], ['ひかり', 'ひかり', 'hikari'], ['みどり', 'みどり', 'midori'],
  ['あゆみ', 'あゆみ', 'ayumi'], ['なつき', 'なつき', 'natsuki'], ['まどか', 'まどか', 'madoka'], ['ゆかり', 'ゆかり', 'yukari'],
  ['しのぶ', 'しのぶ', 'shinobu'], ['カンナ', 'かんな', 'kanna'], ['ケン', 'けん', 'ken'], ['つばき', 'つばき', 'tsubaki'],
]

/** Invented businesses: [name, domain stem, English name]. A space inside a Latin name is part of it. */
export const COMPANIES = [
  ['ハーモニクス', 'harmonics-jp', 'Harmonix'], ['ルミナステック', 'luminastech', 'Luminas Tech'], ['ノヴァリンク', 'novalink', 'Novalink'],
  ['ウィステリア', 'wisteria-co', 'Wisteria'], ['グリーンフィールド', 'greenfield-jp', 'Greenfield'], ['コスモプラン', 'cosmoplan', 'Cosmo Plan'],
  ['ブルーオーシャン物流', 'blueocean-logi', 'Blue Ocean Logistics'], ['エムズクリエイト', 'ms-create', "M's Create"], ['アクアテラ', 'aquaterra', 'Aquaterra'],
  ['シンフォニア企画', 'symphonia', 'Symphonia Planning'], ['テラスケープ', 'terrascape', 'Terrascape'], ['フロンティアワークス', 'frontier-wk', 'Frontier Works'],
  ['メディカルブリッジ', 'medibridge', 'Medical Bridge'], ['ソリッドビーム', 'solidbeam', 'Solid Beam'], ['オーロラ電装', 'aurora-denso', 'Aurora Electric'],
  ['プラムツリー', 'plumtree', 'Plum Tree'], ['リーフデザイン', 'leaf-design', 'Leaf Design'], ['カナリア通信', 'canaria-tel', 'Canaria Telecom'],
  ['スカイゲート', 'skygate-jp', 'Skygate'], ['ヤマブキ', 'yamabuki', 'Yamabuki'], ['マルハチ運送', 'maruhachi-unso', 'Maruhachi Transport'],
  ['タカラブネ', 'takarabune', 'Takarabune'], ['イーストリバー', 'eastriver', 'East River'], ['ポラリス建工', 'polaris-kenko', 'Polaris Construction'],
  ['アトリエ・ムーン', 'atelier-moon', 'Atelier Moon'], ['エス・ケイ・テクノ', 'sk-techno', 'S.K. Techno'], ['ジェイ・プランニング', 'j-planning', 'J Planning'],
  ['ワイズ', 'ys-corp', "Y's"], ['ネクストレイル', 'nextrail', 'Next Rail'], ['クレセント薬局', 'crescent-ph', 'Crescent Pharmacy'],
  ['大黒屋商店', 'daikokuya', 'Daikokuya'], ['山城測量', 'yamashiro-sokuryo', 'Yamashiro Surveying'], ['東雲電子', 'shinonome-denshi', 'Shinonome Electronics'],
  ['朝霧食品', 'asagiri-foods', 'Asagiri Foods'], ['常磐化成', 'tokiwa-kasei', 'Tokiwa Chemicals'], ['伊吹工務店', 'ibuki-koumuten', 'Ibuki Builders'],
  ['日の出水産', 'hinode-suisan', 'Hinode Fisheries'], ['松風堂', 'shofudo', 'Shofudo'], ['萩乃屋本舗', 'haginoya', 'Haginoya'],
  ['天満橋不動産', 'temmabashi-re', 'Temmabashi Realty'], ['瀬戸内海運', 'setouchi-kaiun', 'Setouchi Shipping'], ['富岳精密', 'fugaku-seimitsu', 'Fugaku Precision'],
  ['白樺乳業', 'shirakaba-milk', 'Shirakaba Dairy'], ['越後米穀', 'echigo-beikoku', 'Echigo Rice'], ['筑紫建設', 'tsukushi-kensetsu', 'Tsukushi Construction'],
  ['陸奥電力工事', 'mutsu-denko', 'Mutsu Electric Works'], ['宝生印刷', 'hosho-print', 'Hosho Printing'], ['玄海フーズ', 'genkai-foods', 'Genkai Foods'],
  ['鳳凰ホールディングス', 'hoo-hd', 'Hoo Holdings'], ['那須野牧場', 'nasuno-farm', 'Nasuno Farm'], ['千石鉄工所', 'sengoku-tekko', 'Sengoku Ironworks'],
  ['翡翠堂', 'hisuido', 'Hisuido'], ['四季彩ガーデン', 'shikisai-garden', 'Shikisai Garden'], ['新星ソフトウェア', 'shinsei-soft', 'Shinsei Software'],
  ['八雲商会', 'yakumo-shokai', 'Yakumo Trading'], ['若狭塗装', 'wakasa-toso', 'Wakasa Painting'], ['岬エンジニアリング', 'misaki-eng', 'Misaki Engineering'],
  ['五稜郭観光', 'goryokaku-kanko', 'Goryokaku Tourism'], ['嵯峨野織物', 'sagano-orimono', 'Sagano Textiles'], ['東栄測器', 'toei-sokki', 'Toei Instruments'],
  ['暁商事', 'akatsuki-shoji', 'Akatsuki Trading'], ['きらめき保育サービス', 'kirameki-hoiku', 'Kirameki Childcare'], ['ひまわり介護', 'himawari-kaigo', 'Himawari Care'],
  ['すずかけ設計', 'suzukake-sekkei', 'Suzukake Design'], ['こだま企画', 'kodama-kikaku', 'Kodama Planning'], ['三和ITソリューションズ', 'sanwa-its', 'Sanwa IT Solutions'],
  ['日本ヘルスケアサポート', 'jhcs', 'Japan Healthcare Support'], ['北海デイリーサービス', 'hokkai-ds', 'Hokkai Daily Service'], ['信州アルプス観光', 'shinshu-alps', 'Shinshu Alps Tours'],
  ['NEXVIA', 'nexvia', 'NEXVIA'], ['Brightone', 'brightone', 'Brightone'], ['KOTOBUKI WORKS', 'kotobuki-works', 'Kotobuki Works'],
  ['ARCUS', 'arcus-jp', 'ARCUS'], ['Sora Digital', 'soradigital', 'Sora Digital'], ['ZEPHYR LABS', 'zephyrlabs', 'Zephyr Labs'],
  ['TRINITAS', 'trinitas', 'Trinitas'], ['MIRAIZ', 'miraiz', 'Miraiz'], ['QUBIT FORGE', 'qubitforge', 'Qubit Forge'],
  ['e-Navi', 'e-navi', 'e-Navi'], ['Studio KAZE', 'studio-kaze', 'Studio Kaze'], ['BLUE MAPLE', 'bluemaple', 'Blue Maple'],
  ['HINOKI Design', 'hinoki-design', 'Hinoki Design'], ['ORBITEC', 'orbitec', 'Orbitec'], ['AXIS ONE', 'axisone', 'Axis One'],
  ['KIZUNA PARTNERS', 'kizuna-p', 'Kizuna Partners'], ['T-PLUS', 'tplus', 'T-Plus'], ['iLINK', 'ilink-jp', 'iLink'],
]

/** Business forms: [printed, before|after, long form the record keeps]. (株) ㈱ （株） are 株式会社; (有) ㈲ 有限会社. */
export const LEGAL_FORMS = [
  ['株式会社', 'before', '株式会社'], ['株式会社', 'after', '株式会社'], ['株式会社', 'before', '株式会社'], ['株式会社', 'after', '株式会社'],
  ['(株)', 'before', '株式会社'], ['(株)', 'after', '株式会社'], ['（株）', 'after', '株式会社'], ['㈱', 'before', '株式会社'], ['㈱', 'after', '株式会社'],
  ['有限会社', 'before', '有限会社'], ['有限会社', 'after', '有限会社'], ['(有)', 'before', '有限会社'], ['㈲', 'after', '有限会社'],
  ['合同会社', 'before', '合同会社'], ['合同会社', 'after', '合同会社'], ['合資会社', 'before', '合資会社'],
]

/** Bodies whose form is part of the name: [form, name, before|after, domain]. */
export const INSTITUTIONS = [
  ['一般財団法人', '地域産業振興財団', 'before', 'chiiki-shinko.or.jp'], ['公益社団法人', '全国物流技術協会', 'before', 'butsuryu-gijutsu.or.jp'],
  ['公益財団法人', '北国文化交流基金', 'before', 'kitaguni-bunka.or.jp'], ['医療法人社団', '清明会', 'before', 'seimeikai.or.jp'],
  ['医療法人', '博愛会', 'before', 'hakuaikai.or.jp'], ['学校法人', '白鳳学院', 'before', 'hakuho-gakuin.ac.jp'],
  ['弁護士法人', 'みなと総合法律事務所', 'before', 'minato-law.jp'], ['司法書士法人', '中央リーガルオフィス', 'before', 'chuo-legal.jp'],
  ['独立行政法人', '産業技術調査機構', 'before', 'sangi-chosa.go.jp'], ['社会医療法人', '仁愛会', 'before', 'jinaikai.or.jp'],
  ['行政書士法人', 'さくら通り事務所', 'before', 'sakuradori-gyosei.jp'], ['一般社団法人', '日本ドローン安全協議会', 'before', 'drone-anzen.or.jp'],
  ['特定非営利活動法人', '森と川の学校', 'before', 'morikawa-school.org'], ['社会福祉法人', 'こもれび会', 'before', 'komorebi.or.jp'],
  ['協同組合', '北陸金属加工センター', 'before', 'hokuriku-kinzoku.or.jp'], ['税理士法人', '山手会計', 'after', 'yamate-kaikei.jp'],
  ['監査法人', '東和', 'after', 'towa-audit.jp'], ['弁護士法人', '桜橋', 'after', 'sakurabashi-law.jp'],
]

/** Departments (printed apart from the title: the record's position is the title alone). */
export const DEPTS = [
  '営業本部 法人営業部', '海外事業本部', '技術開発センター', 'DX推進室', '管理本部 経理部', '人事総務部', '生産管理課', '設計二課',
  'マーケティング部', '広報室', '情報システム部', '品質管理部 第一課', '札幌支店', '関西営業所', '新規事業推進室', '購買部',
  'ソリューション事業部', '看護部', '事務局', '研究開発部', 'リテール営業部', '建築設計部', '', '', '', '',
]
export const TITLES_KANJI = [
  '取締役会長', '代表取締役会長', '代表社員', '専務理事', '常務理事', '事務局長', '理事', '副所長', '工場長', '店長', '副店長', '本部長',
  '副部長', '担当部長', '課長代理', 'グループ長', 'チーム長', '主査', '主幹', '参事', '副主任', '室長代理', '統括部長', '会長', '顧問',
  '監査役', '看護師長', '教授', '准教授', '所長代理', '社長', '部長', '課長',
]
export const TITLES_KANA = [
  'ゼネラルマネージャー', 'エリアマネージャー', 'シニアエンジニア', 'コンサルタント', 'アートディレクター', 'クリエイティブディレクター',
  'フィールドエンジニア', 'リードエンジニア', 'プランナー', 'デザイナー', 'アナリスト', 'スーパーバイザー', 'チーフプランナー',
  'コーディネーター', 'アドバイザー', 'アシスタントマネージャー', 'セールスマネージャー',
]
/** Titles mixing scripts, kept whole. */
export const TITLES_MIXED = ['CSマネージャー', 'ITコンサルタント', 'Webマーケター', '執行役員COO', 'AIエンジニア', 'PRプランナー', '取締役CFO', 'DX推進リーダー']
export const TITLES_EN = ['General Manager', 'Chief Executive Officer', 'Managing Director', 'Consultant', 'Planner', 'Designer', 'Account Executive', 'Head of Sales', 'Chairman', 'Associate']
/** Qualifications printed near the name: not part of the position. */
export const QUALIFICATIONS = ['一級建築士', '二級建築士', '税理士', '宅地建物取引士', '中小企業診断士', '社会保険労務士', '行政書士', '公認会計士', '技術士（建設部門）', '1級土木施工管理技士', '薬剤師', 'MBA']
/** Slogans (キャッチコピー): neither a name nor a position. */
export const SLOGANS = [
  '暮らしに、もっと光を。', 'ものづくりで未来をつなぐ', 'Think Green, Act Local.', '確かな技術と信頼の輪', 'あなたの街の頼れるパートナー',
  '創業八十年 伝統の味を守ります', '笑顔をとどける物流', 'Design for Everyone', '水と緑の未来へ', 'つなぐ、ひろがる、まちづくり',
  '地域とともに五十年', 'Quality First, Always.', '安心・安全・確実', 'いのちに寄り添う医療を',
]

/**
 * Places: [postal, prefecture, city (ward, 郡 town or village), town (字, 大字, 通り names), number, form, area code].
 * Forms: c3 = 丁目-番-号, c2 = 丁目-番, g = 番-号, b = 番地 (or 番地-枝番).
 */
export const PLACES = [
  ['060-0042', '北海道', '札幌市中央区', '大通西', '7-2-5', 'c3', '011'], ['070-0031', '北海道', '旭川市', '一条通', '8-108', 'c2', '0166'],
  ['048-1511', '北海道', '虻田郡ニセコ町', '字本通', '86-3', 'b', '0136'], ['040-0063', '北海道', '函館市', '若松町', '14-7', 'g', '0138'],
  ['030-0801', '青森県', '青森市', '新町', '2-4-11', 'c3', '017'], ['020-0021', '岩手県', '盛岡市', '中央通', '1-7-25', 'c3', '019'],
  ['980-0811', '宮城県', '仙台市青葉区', '一番町', '3-6-1', 'c3', '022'], ['986-0022', '宮城県', '石巻市', '海岸通', '5-18', 'g', '0225'],
  ['010-0001', '秋田県', '秋田市', '中通', '4-12-3', 'c3', '018'], ['990-0042', '山形県', '山形市', '七日町', '2-1-14', 'c3', '023'],
  ['963-8002', '福島県', '郡山市', '駅前', '1-15-6', 'c3', '024'], ['969-3121', '福島県', '耶麻郡猪苗代町', '字西峯', '6540', 'b', '0242'],
  ['310-0021', '茨城県', '水戸市', '南町', '3-4-57', 'c3', '029'], ['305-0031', '茨城県', 'つくば市', '吾妻', '1-10-1', 'c3', '029'],
  ['320-0811', '栃木県', '宇都宮市', '大通り', '2-3-10', 'c3', '028'], ['321-1431', '栃木県', '日光市', '山内', '2281', 'b', '0288'],
  ['371-0023', '群馬県', '前橋市', '本町', '2-12-1', 'c3', '027'], ['377-1711', '群馬県', '吾妻郡草津町', '大字草津', '468-2', 'b', '0279'],
  ['330-0063', '埼玉県', 'さいたま市浦和区', '高砂', '3-15-1', 'c3', '048'], ['350-0043', '埼玉県', '川越市', '新富町', '1-22', 'c2', '049'],
  ['273-0005', '千葉県', '船橋市', '本町', '4-31-23', 'c3', '047'], ['292-0066', '千葉県', '木更津市', '新宿', '2-5', 'c2', '0438'],
  ['100-0006', '東京都', '千代田区', '有楽町', '2-10-1', 'c3', '03'], ['160-0023', '東京都', '新宿区', '西新宿', '6-14-1', 'c3', '03'],
  ['104-0061', '東京都', '中央区', '銀座', '7-13-6', 'c3', '03'], ['135-0064', '東京都', '江東区', '青海', '2-7-4', 'c3', '03'],
  ['190-0012', '東京都', '立川市', '曙町', '2-38-5', 'c3', '042'], ['192-0083', '東京都', '八王子市', '旭町', '9-1', 'g', '042'],
  ['100-1101', '東京都', '三宅島三宅村', '神着', '222', 'b', '04994'], ['231-0023', '神奈川県', '横浜市中区', '山下町', '89-1', 'b', '045'],
  ['210-0007', '神奈川県', '川崎市川崎区', '駅前本町', '11-2', 'g', '044'], ['250-0011', '神奈川県', '小田原市', '栄町', '1-5-9', 'c3', '0465'],
  ['248-0006', '神奈川県', '鎌倉市', '小町', '2-11-4', 'c3', '0467'], ['951-8068', '新潟県', '新潟市中央区', '上大川前通七番町', '1230-7', 'b', '025'],
  ['949-6101', '新潟県', '南魚沼郡湯沢町', '大字湯沢', '2431-1', 'b', '025'], ['930-0003', '富山県', '富山市', '桜町', '1-3-4', 'c3', '076'],
  ['920-0981', '石川県', '金沢市', '片町', '2-2-15', 'c3', '076'], ['910-0006', '福井県', '福井市', '中央', '1-9-24', 'c3', '0776'],
  ['400-0031', '山梨県', '甲府市', '丸の内', '1-16-8', 'c3', '055'], ['401-0301', '山梨県', '南都留郡富士河口湖町', '船津', '3641', 'b', '0555'],
  ['380-0823', '長野県', '長野市', '南千歳', '1-3-7', 'c3', '026'], ['389-0102', '長野県', '北佐久郡軽井沢町', '大字軽井沢', '1323-280', 'b', '0267'],
  ['500-8833', '岐阜県', '岐阜市', '神田町', '6-12', 'g', '058'], ['501-5627', '岐阜県', '大野郡白川村', '大字荻町', '1086', 'b', '05769'],
  ['430-0933', '静岡県', '浜松市中央区', '鍛冶町', '100-1', 'b', '053'], ['410-0801', '静岡県', '沼津市', '大手町', '3-8-23', 'c3', '055'],
  ['460-0003', '愛知県', '名古屋市中区', '錦', '3-15-15', 'c3', '052'], ['450-0002', '愛知県', '名古屋市中村区', '名駅', '4-26-13', 'c3', '052'],
  ['471-0025', '愛知県', '豊田市', '西町', '1-200', 'c2', '0565'], ['514-0009', '三重県', '津市', '羽所町', '345', 'b', '059'],
  ['516-0037', '三重県', '伊勢市', '岩渕', '1-7-17', 'c3', '0596'], ['520-0043', '滋賀県', '大津市', '中央', '3-2-1', 'c3', '077'],
  ['600-8413', '京都府', '京都市下京区', '烏丸通四条下る水銀屋町', '620', 'b', '075'], ['604-8161', '京都府', '京都市中京区', '烏丸通三条上る場之町', '599', 'b', '075'],
  ['620-0035', '京都府', '福知山市', '字内記', '13-1', 'b', '0773'], ['530-0011', '大阪府', '大阪市北区', '大深町', '3-1', 'g', '06'],
  ['556-0011', '大阪府', '大阪市浪速区', '難波中', '2-10-70', 'c3', '06'], ['590-0077', '大阪府', '堺市堺区', '中瓦町', '1-1-21', 'c3', '072'],
  ['564-0051', '大阪府', '吹田市', '豊津町', '9-40', 'g', '06'], ['650-0044', '兵庫県', '神戸市中央区', '東川崎町', '1-7-4', 'c3', '078'],
  ['670-0012', '兵庫県', '姫路市', '本町', '68', 'b', '079'], ['630-8215', '奈良県', '奈良市', '東向中町', '6', 'b', '0742'],
  ['639-3115', '奈良県', '吉野郡吉野町', '吉野山', '2430', 'b', '0746'], ['640-8156', '和歌山県', '和歌山市', '七番丁', '23', 'b', '073'],
  ['680-0831', '鳥取県', '鳥取市', '栄町', '706', 'b', '0857'], ['690-0003', '島根県', '松江市', '朝日町', '478-18', 'b', '0852'],
  ['700-0907', '岡山県', '岡山市北区', '下石井', '1-2-3', 'c3', '086'], ['710-0046', '岡山県', '倉敷市', '中央', '1-6-8', 'c3', '086'],
  ['732-0822', '広島県', '広島市南区', '松原町', '3-1', 'g', '082'], ['722-0035', '広島県', '尾道市', '土堂', '1-10-12', 'c3', '0848'],
  ['753-0074', '山口県', '山口市', '中央', '5-7-3', 'c3', '083'], ['750-0006', '山口県', '下関市', '南部町', '21-19', 'g', '083'],
  ['770-0834', '徳島県', '徳島市', '元町', '1-24', 'c2', '088'], ['778-0002', '徳島県', '三好市', '池田町マチ', '2145-1', 'b', '0883'],
  ['760-0023', '香川県', '高松市', '寿町', '2-2-10', 'c3', '087'], ['790-0003', '愛媛県', '松山市', '三番町', '4-9-6', 'c3', '089'],
  ['780-0870', '高知県', '高知市', '本町', '4-2-15', 'c3', '088'], ['810-0001', '福岡県', '福岡市中央区', '天神', '2-8-30', 'c3', '092'],
  ['802-0001', '福岡県', '北九州市小倉北区', '浅野', '3-8-1', 'c3', '093'], ['812-0027', '福岡県', '福岡市博多区', '下川端町', '3-1', 'g', '092'],
  ['840-0826', '佐賀県', '佐賀市', '白山', '2-1-12', 'c3', '0952'], ['850-0862', '長崎県', '長崎市', '出島町', '1-43', 'g', '095'],
  ['857-0052', '長崎県', '佐世保市', '松浦町', '2-28', 'g', '0956'], ['862-0950', '熊本県', '熊本市中央区', '水前寺', '6-18-1', 'c3', '096'],
  ['869-2501', '熊本県', '阿蘇郡小国町', '大字宮原', '1567-1', 'b', '0967'], ['870-0035', '大分県', '大分市', '中央町', '1-2-7', 'c3', '097'],
  ['874-0920', '大分県', '別府市', '北浜', '2-10-1', 'c3', '0977'], ['880-0805', '宮崎県', '宮崎市', '橘通東', '3-1-11', 'c3', '0985'],
  ['892-0842', '鹿児島県', '鹿児島市', '東千石町', '13-16', 'g', '099'], ['891-4205', '鹿児島県', '熊毛郡屋久島町', '宮之浦', '2467', 'b', '0997'],
  ['900-0006', '沖縄県', '那覇市', 'おもろまち', '4-3-12', 'c3', '098'], ['904-0495', '沖縄県', '国頭郡恩納村', '字恩納', '6091', 'b', '098'],
  ['907-0012', '沖縄県', '石垣市', '美崎町', '8-2', 'g', '0980'],
].map(([postal, pref, city, town, num, form, area]) => ({ postal, pref, city, town, num: num.split('-').map(Number), form, area }))

/** Building names: floors and rooms are added by the card (5F, 5階, 501号室; in kanji on vertical cards). */
export const BUILDINGS = [
  'リバーサイドビル', 'グランフォート', 'セントラルスクエア', '日栄ビル', '新光ビルディング', 'アーバンネット', 'ステーションプラザ', 'フォレストテラス',
  '明和ビル', '協和第一ビル', 'ソレイユ', 'パークサイドタワー', '山京ビル', '朝陽会館', 'メディカルモール', 'クリスタルゲート',
]

export const MOBILE_PREFIX = ['090', '080', '070']
export const TLDS = ['co.jp', 'co.jp', 'co.jp', 'jp', 'com', 'net', 'biz']
export const MARKS = { tel: ['☎', '■', '●'], mail: ['✉', '■', '●'] }
export const LOGO_MARKS = ['H', 'NX', '◆', 'K', '鳳', 'TR', 'S', '▲', 'mx']
