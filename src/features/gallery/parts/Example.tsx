import { useId, useState, type ReactNode } from 'react'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Card, IconButton } from '@/ui'

export type ExampleProps = {
  title: string
  description?: ReactNode
  /** The example's live state (value, selection…), shown under it so it can be read and tested. */
  state?: unknown
  /** How to use the part in a feature (JSX), with a copy button. */
  usage?: string
  /** Spans both columns of the gallery grid. */
  wide?: boolean
  children: ReactNode
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value))

/** One live example of a part: the part itself, its current state, and the code to copy. */
export function Example({ title, description, state, usage, wide, children }: ExampleProps) {
  const { t } = useLingui()
  const id = useId()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (!usage) return
    await navigator.clipboard?.writeText(usage).catch(() => undefined)
    setCopied(true)
    window.setTimeout(() => setCopied(false), 1500)
  }
  return (
    <Card title={title} subtitle={description} headingLevel={2} className={css({ gridColumn: wide ? '1 / -1' : undefined, minW: '0' })} data-example="">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>{children}</div>
        {state !== undefined && (
          <p className={css({ m: 0, fontSize: 'sm', color: 'fg.muted' })}>
            <span id={`${id}-state`}>{t`State`}: </span>
            <output dir="ltr" aria-labelledby={`${id}-state`} data-testid="example-state" className={css({ fontFamily: 'mono', color: 'fg', overflowWrap: 'anywhere' })}>
              {show(state)}
            </output>
          </p>
        )}
        {usage && (
          // Code reads left to right in every language, button included.
          <div dir="ltr" className={css({ position: 'relative' })}>
            {/* Wrapped, not scrolled: a scrolling box would need its own tab stop to be read by keyboard (axe scrollable-region-focusable on narrow screens). */}
            <pre className={css({ m: 0, p: '3', pe: '10', bg: 'bg.muted', borderRadius: 'md', fontSize: 'xs', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'left' })}>
              <code>{usage}</code>
            </pre>
            <IconButton label={copied ? t`Copied` : t`Copy code`} size="sm" onClick={copy} className={css({ position: 'absolute', top: '1.5', insetInlineEnd: '1.5' })}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </IconButton>
          </div>
        )}
      </div>
    </Card>
  )
}
