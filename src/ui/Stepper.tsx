import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { IconCheck } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'

export type StepperStep = { id: string; title: ReactNode; subtitle?: ReactNode; icon?: ReactNode }

export type StepperProps = {
  steps: readonly StepperStep[]
  /** Index of the step on show. */
  current: number
  /** Makes reached steps buttons (go back, or forward again up to `reached`). */
  onSelect?: (index: number) => void
  /** Highest step index the user may jump to (default: current). */
  reached?: number
  variant?: 'numbered' | 'icon'
  orientation?: 'horizontal' | 'vertical'
  className?: string
  /** Names the list for screen readers (default "Steps"). */
  label?: string
}

const marker = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'md',
  fontWeight: 'semibold',
  fontSize: 'sm',
  bg: 'bg.muted',
  color: 'fg.muted',
  transition: 'background 0.2s, color 0.2s',
  '& svg': { w: '5', h: '5' },
  '[data-state=current] &': { bg: 'primary', color: 'primary.fg', boxShadow: '0 2px 6px {colors.primary.subtle}' },
  '[data-state=done] &': { bg: 'primary.subtle', color: 'primary.text' },
})

/**
 * Wizard progress: numbered or icon steps, done steps ticked, the current one marked (aria-current).
 * With `onSelect`, reached steps are buttons so a keyboard user can go back and forth.
 */
export function Stepper({ steps, current, onSelect, reached = current, variant = 'numbered', orientation = 'horizontal', className, label }: StepperProps) {
  const { t } = useLingui()
  const vertical = orientation === 'vertical'
  return (
    <nav aria-label={label ?? t`Steps`} className={className}>
      <ol
        className={css({
          listStyle: 'none',
          m: '0',
          p: '0',
          display: 'flex',
          gap: vertical ? '4' : { base: '3', md: '6' },
          flexDirection: vertical ? 'column' : { base: 'column', md: 'row' },
          flexWrap: 'wrap',
        })}
      >
        {steps.map((step, i) => {
          const state = i === current ? 'current' : i < current || i <= reached ? (i < current ? 'done' : 'reached') : 'upcoming'
          const selectable = Boolean(onSelect) && i !== current && i <= Math.max(reached, current)
          const content = (
            <>
              <span className={marker} aria-hidden>
                {state === 'done' && variant === 'numbered' ? <IconCheck /> : variant === 'icon' && step.icon ? step.icon : i + 1}
              </span>
              <span className={css({ display: 'flex', flexDirection: 'column', minW: '0', textAlign: 'start' })}>
                <span className={css({ fontWeight: 'semibold', color: 'fg', fontSize: 'sm', '[data-state=upcoming] &': { color: 'fg.muted' } })}>{step.title}</span>
                {step.subtitle && <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{step.subtitle}</span>}
              </span>
              <span className={css({ srOnly: true })}>
                {state === 'done' ? t`(completed)` : state === 'current' ? t`(current step)` : ''}
              </span>
            </>
          )
          const row = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' })
          return (
            <li key={step.id} data-state={state} aria-current={i === current ? 'step' : undefined} className={css({ flex: vertical ? undefined : { md: '1' }, minW: '0' })}>
              {selectable ? (
                <button
                  type="button"
                  onClick={() => onSelect?.(i)}
                  className={cx(row, css({ bg: 'transparent', border: 'none', p: '1', m: '-1', borderRadius: 'md', cursor: 'pointer', color: 'inherit', font: 'inherit', _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px' } }))}
                >
                  {content}
                </button>
              ) : (
                <div className={row}>{content}</div>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
