import { useId, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft, IconArrowRight, IconCheck, IconCloudCheck, IconCloudOff } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { Button } from '../Button'
import { Card } from '../Card'
import { Spinner } from '../Spinner'
import { Stepper, type StepperStep } from '../Stepper'
import { FormAlert } from '../forms'
import { ErrorState } from '../states/ErrorState'
import { LoadingState } from '../states/LoadingState'
import { confirm } from '../confirm'
import type { DraftState, Wizard } from './use-wizard'

export type WizardShellProps<V extends Record<string, unknown>> = {
  wizard: Wizard<V>
  /** One per wizard step; one more (e.g. "Confirmation") is shown as current once submitted. */
  steps: readonly StepperStep[]
  variant?: 'numbered' | 'icon'
  orientation?: 'horizontal' | 'vertical'
  /** Names the stepper for screen readers ("Checkout steps"). */
  label: string
  /** The last step's button ("Place order"). */
  submitLabel: ReactNode
  /** The fields of the step on show. */
  children: ReactNode
  /** Shown instead of the form once the worker accepted the submission. */
  done: ReactNode
  /** Beside the form on wide screens, under it on phones (an order summary). */
  aside?: ReactNode
  className?: string
}

const flip = css({ _rtl: { transform: 'scaleX(-1)' } })

/**
 * The frame every wizard shares: stepper (horizontal or vertical), the step's fields in a form whose
 * Enter means Next, Previous/Next, the draft's save state and a way to start over.
 */
export function WizardShell<V extends Record<string, unknown>>({ wizard, steps, variant = 'numbered', orientation = 'horizontal', label, submitLabel, children, done, aside, className }: WizardShellProps<V>) {
  const { t } = useLingui()
  const headingId = useId()
  const vertical = orientation === 'vertical'
  if (wizard.loadError) return <ErrorState error={wizard.loadError} onRetry={wizard.reload} />
  if (!wizard.ready) return <LoadingState />

  const finished = wizard.result !== null
  const current = finished ? Math.min(wizard.count, steps.length - 1) : wizard.index
  const stepNumber = wizard.index + 1
  const stepCount = wizard.count
  const startOver = async () => {
    const ok = await confirm({ title: t`Start over?`, message: t`Everything typed in this wizard is cleared.`, confirmLabel: t`Start over`, danger: true })
    if (ok) await wizard.restart()
  }

  return (
    <div
      className={cx(
        css({ display: 'grid', gap: '6', alignItems: 'start' }),
        vertical ? css({ gridTemplateColumns: { base: '1fr', md: 'minmax(180px, 240px) minmax(0, 1fr)' } }) : undefined,
        className,
      )}
    >
      <Card className={css({ '& > div': { py: '4' } })}>
        <Stepper steps={steps} current={current} reached={finished ? current : wizard.reached} onSelect={finished ? undefined : (i) => void wizard.goTo(i)} variant={variant} orientation={orientation} label={label} />
      </Card>
      <div className={css({ display: 'grid', gap: '6', alignItems: 'start', gridTemplateColumns: aside ? { base: '1fr', lg: 'minmax(0, 1fr) 320px' } : '1fr', minW: '0' })}>
        <Card>
          {finished ? (
            <div ref={wizard.panelRef} tabIndex={-1} className={css({ outline: 'none' })}>
              {done}
              <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '6' })}>
                <Button variant="outline" onClick={() => void wizard.restart()}>
                  <Trans>Start a new one</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                void wizard.next()
              }}
              className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
            >
              <div ref={wizard.panelRef} tabIndex={-1} aria-labelledby={headingId} className={css({ outline: 'none', display: 'flex', flexDirection: 'column', gap: '4' })}>
                <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', justifyContent: 'space-between' })}>
                  <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
                    {steps[wizard.index]?.title} <span className={css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'sm' })}>({t`Step ${stepNumber} of ${stepCount}`})</span>
                  </h2>
                  <DraftStatus state={wizard.draftState} />
                </div>
                {wizard.restored && (
                  <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted', display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
                    <Trans>Your draft was restored.</Trans>
                    <Button variant="ghost" size="sm" onClick={() => void startOver()}>
                      <Trans>Start over</Trans>
                    </Button>
                  </p>
                )}
                {children}
              </div>
              <FormAlert message={wizard.form.formError} />
              <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
                <Button variant="outline" tone="neutral" disabled={wizard.index === 0} onClick={wizard.back} startIcon={<IconArrowLeft className={flip} aria-hidden />}>
                  <Trans>Previous</Trans>
                </Button>
                {wizard.isLast ? (
                  <Button type="submit" loading={wizard.submitting} startIcon={<IconCheck aria-hidden />}>
                    {submitLabel}
                  </Button>
                ) : (
                  <Button type="submit" endIcon={<IconArrowRight className={flip} aria-hidden />}>
                    <Trans>Next</Trans>
                  </Button>
                )}
              </div>
            </form>
          )}
        </Card>
        {aside}
      </div>
    </div>
  )
}

function DraftStatus({ state }: { state: DraftState }) {
  return (
    <span role="status" className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: state === 'failed' ? 'danger.text' : 'fg.muted', minH: '5' })}>
      {state === 'saving' && (
        <>
          <Spinner decorative size="sm" />
          <Trans>Saving draft…</Trans>
        </>
      )}
      {state === 'saved' && (
        <>
          <IconCloudCheck size={14} aria-hidden />
          <Trans>Draft saved</Trans>
        </>
      )}
      {state === 'failed' && (
        <>
          <IconCloudOff size={14} aria-hidden />
          <Trans>Draft not saved: your entries are still here.</Trans>
        </>
      )}
    </span>
  )
}
