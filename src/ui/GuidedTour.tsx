import { useMemo } from 'react'
import type { KeyboardEvent } from 'react'
import { useLocaleContext } from '@ark-ui/react/locale'
import { Portal } from '@ark-ui/react/portal'
import { Tour, useTour, type UseTourReturn } from '@ark-ui/react/tour'
import { IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { IconButton } from './IconButton'

export type GuidedTourStep = {
  id: string
  title: string
  description: string
  /** The element the step points at; none makes a centred dialog step (a welcome, a last word). */
  target?: () => HTMLElement | null
  /** Logical sides (…-start/-end) mirror in rtl; the popover flips when there is no room. */
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end'
}

export type GuidedTourStatus = 'idle' | 'started' | 'skipped' | 'completed' | 'dismissed' | 'not-found'

/**
 * A guided tour (Ark Tour): Skip/Back/Next/Done on each step, the progress, Escape to close, focus
 * kept in the popover. Start it with `tour.start()` (or `tour.start(stepId)`), render <GuidedTour tour />.
 */
export function useGuidedTour(steps: readonly GuidedTourStep[], onStatusChange?: (status: GuidedTourStatus, stepId: string | null) => void): UseTourReturn {
  const { t } = useLingui()
  const details = useMemo(
    () =>
      steps.map((s, i) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        target: s.target,
        type: s.target ? ('tooltip' as const) : ('dialog' as const),
        placement: s.placement ?? 'bottom-start',
        arrow: Boolean(s.target),
        actions: [
          i === 0 ? { label: t`Skip the tour`, action: 'skip' as const } : { label: t`Back`, action: 'prev' as const },
          i === steps.length - 1 ? { label: t`Done`, action: 'dismiss' as const } : { label: t`Next`, action: 'next' as const },
        ],
      })),
    [steps, t],
  )
  return useTour({
    steps: details,
    // Ours on the content (see GuidedTour): Ark's arrows check the wrong neighbour in rtl, so
    // ArrowLeft could not leave the first step there.
    keyboardNavigation: false,
    translations: { progressText: ({ current, total }) => t`Step ${current + 1} of ${total}`, close: t`Close the tour`, nextStep: t`Next`, prevStep: t`Back`, skip: t`Skip the tour` },
    onStatusChange: onStatusChange ? (d) => onStatusChange(d.status as GuidedTourStatus, d.stepId) : undefined,
  })
}

const content = css({
  bg: 'bg.surface', color: 'fg', borderRadius: 'lg', boxShadow: 'lg', borderWidth: '1px', borderColor: 'border', p: '4', pe: '10',
  w: 'min(22rem, calc(100vw - 1.5rem))', position: 'relative', display: 'grid', gap: '2', outline: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '2px' },
})
const positioner = css({
  '--tour-z-index': '1500',
  zIndex: 'popover',
  '&[data-type=dialog]': { position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', p: '3' },
})
const actionsRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mt: '2', me: '-6' })

export function GuidedTour({ tour }: { tour: UseTourReturn }) {
  const { t } = useLingui()
  const { dir } = useLocaleContext()
  // The arrow towards the reading direction's end goes on: ArrowRight in ltr, ArrowLeft in rtl.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
    const forward = (e.key === 'ArrowRight') !== (dir === 'rtl')
    if (forward && tour.hasNextStep) tour.next()
    else if (!forward && tour.hasPrevStep) tour.prev()
  }
  return (
    <Tour.Root tour={tour} lazyMount unmountOnExit>
      <Portal>
        <Tour.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(15, 20, 30, 0.5)', zIndex: 'overlay' })} />
        <Tour.Spotlight className={css({ borderRadius: 'md', boxShadow: '0 0 0 3px token(colors.primary)', zIndex: 'overlay', pointerEvents: 'none' })} />
        {/* Tooltip steps get their z-index inline from --tour-z-index; dialog steps are centred here. */}
        <Tour.Positioner className={positioner}>
          <Tour.Content className={content} data-testid="guided-tour" onKeyDown={onKeyDown}>
            <Tour.Arrow className={css({ '--arrow-size': '10px', '--arrow-background': 'token(colors.bg.surface)' })}>
              <Tour.ArrowTip className={css({ borderTopWidth: '1px', borderInlineStartWidth: '1px', borderColor: 'border' })} />
            </Tour.Arrow>
            <Tour.ProgressText className={css({ fontSize: 'xs', color: 'fg.muted' })} />
            <Tour.Title className={css({ fontWeight: 'semibold', fontSize: 'md', m: 0 })} />
            <Tour.Description className={css({ fontSize: 'sm', color: 'fg.muted', m: 0, lineHeight: '1.6' })} />
            <Tour.CloseTrigger asChild>
              <IconButton label={t`Close the tour`} size="xs" className={css({ position: 'absolute', top: '2', insetInlineEnd: '2' })}>
                <IconX />
              </IconButton>
            </Tour.CloseTrigger>
            <div className={actionsRow}>
              <Tour.Actions>
                {(actions) =>
                  actions.map((action, i) => (
                    <Tour.ActionTrigger
                      key={action.label}
                      action={action}
                      // Ark names Done "Close the tour": the name must be the visible text (WCAG 2.5.3, voice control).
                      aria-label={action.label}
                      className={cx(button({ size: 'sm', variant: i === actions.length - 1 ? 'solid' : 'ghost', tone: i === actions.length - 1 ? undefined : 'neutral' }))}
                    >
                      {action.label}
                    </Tour.ActionTrigger>
                  ))
                }
              </Tour.Actions>
            </div>
          </Tour.Content>
        </Tour.Positioner>
      </Portal>
    </Tour.Root>
  )
}
