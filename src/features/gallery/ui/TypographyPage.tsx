import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const sample = css({ m: 0, color: 'fg' })
const jaText = css({ wordBreak: 'keep-all', lineBreak: 'strict', overflowWrap: 'anywhere' })
const meta = css({ fontSize: 'xs', color: 'fg.subtle', fontFamily: 'mono', minW: '16' })
const row = css({ display: 'flex', alignItems: 'baseline', gap: '4', w: 'full', minW: 0 })

export default function TypographyPage() {
  const { t } = useLingui()
  const headings = [
    { tag: 'h1', size: '2.375rem' },
    { tag: 'h2', size: '2rem' },
    { tag: 'h3', size: '1.625rem' },
    { tag: 'h4', size: '1.375rem' },
    { tag: 'h5', size: '1.125rem' },
    { tag: 'h6', size: '0.9375rem' },
  ] as const
  return (
    <GalleryPage section="ui" title={t`Typography`} intro={t`Public Sans for Latin text, the system's Japanese font for kana and kanji, in weights from 300 to 900.`}>
      <Example title={t`Headings`} wide usage={`<h2 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>…</h2>`}>
        <div className={css({ display: 'grid', gap: '3', w: 'full' })}>
          {headings.map(({ tag: Tag, size }) => (
            <div key={Tag} className={row}>
              <span className={meta}>{Tag}</span>

              <p className={sample} style={{ fontSize: size, fontWeight: 600, lineHeight: 1.3 }}>
                {t`Turn business cards into records`}
              </p>
            </div>
          ))}
        </div>
      </Example>
      <Example title={t`Body and weights`} usage={`<p className={css({ fontSize: 'md', fontWeight: '400' })}>…</p>`}>
        <div className={css({ display: 'grid', gap: '2', w: 'full' })}>
          {[300, 400, 500, 600, 700, 900].map((w) => (
            <div key={w} className={row}>
              <span className={meta}>{w}</span>
              <p className={sample} style={{ fontWeight: w }}>
                {t`The quick brown fox jumps over the lazy dog.`}
              </p>
            </div>
          ))}
        </div>
      </Example>
      <Example title={t`Japanese text`} description={t`Names and company names never break inside a word (word-break: keep-all, line-break: strict).`} usage={`className={css({ wordBreak: 'keep-all', lineBreak: 'strict' })}`}>
        <div lang="ja" className={css({ display: 'grid', gap: '3', w: 'full', maxW: '22rem' })}>
          <p className={`${sample} ${jaText} ${css({ fontSize: 'xl', fontWeight: 'bold' })}`}>株式会社青葉ソリューションズ</p>
          <p className={`${sample} ${jaText}`}>営業部 シニアマネージャー 田中 結衣（タナカ ユイ）</p>
          <p className={`${sample} ${jaText} ${css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.8' })}`}>
            名刺の取り込みは、撮影した写真をまとめてアップロードするだけです。読み取った内容は事務の確認、営業の確認を経て、人物と会社の記録になります。
          </p>
          <p className={`${sample} ${css({ fontSize: 'sm' })}`}>〒144-0041 東京都大田区羽田空港3-3-2</p>
        </div>
      </Example>
      <Example title={t`Text styles`} usage={`<span className={css({ color: 'fg.muted' })}>…</span>`}>
        <div className={css({ display: 'grid', gap: '2', w: 'full' })}>
          <p className={sample}>{t`Default text`}</p>
          <p className={css({ m: 0, color: 'fg.muted' })}>{t`Muted text for secondary details`}</p>
          <p className={css({ m: 0, color: 'primary.text' })}>{t`Primary text for links and highlights`}</p>
          <p className={css({ m: 0, color: 'danger.text' })}>{t`Error text under a field`}</p>
          <p className={css({ m: 0, fontFamily: 'mono', fontSize: 'sm' })}>tanaka.yui@aoba.example.jp</p>
          <p className={css({ m: 0, fontSize: 'xs', color: 'fg.subtle', textTransform: 'uppercase', letterSpacing: '0.06em' })}>{t`Section label`}</p>
        </div>
      </Example>
    </GalleryPage>
  )
}
