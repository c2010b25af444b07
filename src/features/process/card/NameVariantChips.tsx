import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Chip } from '@/ui'
import { nameVariantSwaps, swapGlyph } from './name-variants'

/**
 * Under the name in the correction form: one chip per old or variant form its characters have
 * (崎 → 﨑), which writes the name that way. The reader cannot tell these forms apart, and they are
 * hard to type on a tablet.
 */
export function NameVariantChips({ name, onChange }: { name: string; onChange: (next: string) => void }) {
  const { t } = useLingui()
  const swaps = nameVariantSwaps(name)
  if (!swaps.length) return null
  return (
    <div role="group" aria-label={t`Other forms of the name's characters`} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', mt: '1.5', fontSize: 'xs', color: 'fg.muted' })}>
      <span aria-hidden>{t`Other forms:`}</span>
      {swaps.map(({ from, to }) => (
        <Chip key={`${from}${to}`} variant="outline" onClick={() => onChange(swapGlyph(name, from, to))}>
          {/* The forms differ in a stroke or two: large enough to tell apart. */}
          <span aria-hidden lang="ja" className={css({ fontSize: 'lg' })}>
            {from} → {to}
          </span>
          <span className={css({ srOnly: true })}>{t`Write ${from} as ${to}`}</span>
        </Chip>
      ))}
    </div>
  )
}
