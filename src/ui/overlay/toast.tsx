import { useSyncExternalStore, type ReactNode } from 'react'
import { Toast, Toaster, createToaster } from '@ark-ui/react/toast'
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { toast as toastStyles } from 'styled-system/recipes'
import { Button } from '../Button'
import { IconButton } from '../IconButton'
import { directionOf, isLocale } from '@/core/i18n/locales'
import { ensureOverlayLayer } from './overlay-host'

const toaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 12, max: 5 })

export type ToastPlacement = 'top-start' | 'top' | 'top-end' | 'bottom-start' | 'bottom' | 'bottom-end'

// Where toasts appear (bottom-end by default); the gallery lets people try the others.
let placement: ToastPlacement = 'bottom-end'
const placementListeners = new Set<() => void>()
export function setToastPlacement(next: ToastPlacement): void {
  placement = next
  placementListeners.forEach((notify) => notify())
}
const subscribePlacement = (notify: () => void) => {
  placementListeners.add(notify)
  return () => placementListeners.delete(notify)
}
const mirrored = (p: ToastPlacement): ToastPlacement => (p.endsWith('-end') ? (p.replace('-end', '-start') as ToastPlacement) : p.endsWith('-start') ? (p.replace('-start', '-end') as ToastPlacement) : p)

const ICONS = { success: IconCircleCheck, error: IconCircleX, warning: IconAlertTriangle, info: IconInfoCircle } as const

function ToastLayer() {
  const { t, i18n } = useLingui()
  const s = toastStyles()
  // zag-js mirrors "end" for rtl and then positions with inset-inline-end, which mirrors it a
  // second time (toasts land on the right in Arabic). Asking for "start" in rtl cancels that out,
  // so toasts sit in the inline-end corner (bottom-left) as the rest of the layout does.
  const wanted = useSyncExternalStore(subscribePlacement, () => placement)
  toaster.attrs.placement = isLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl' ? mirrored(wanted) : wanted
  return (
    <Toaster toaster={toaster}>
      {(item) => {
        const Icon = ICONS[item.type as keyof typeof ICONS] ?? IconInfoCircle
        return (
          <Toast.Root key={item.id} className={s.root}>
            <span className={s.icon} data-part="icon" aria-hidden="true">
              <Icon />
            </span>
            <div className={s.text}>
              <Toast.Title className={s.title}>{item.title}</Toast.Title>
              {item.description && <Toast.Description className={s.description}>{item.description}</Toast.Description>}
            </div>
            {item.action && (
              <Toast.ActionTrigger asChild>
                <Button size="sm" variant="soft">
                  {item.action.label}
                </Button>
              </Toast.ActionTrigger>
            )}
            <Toast.CloseTrigger asChild>
              <IconButton label={t`Dismiss`} size="xs" className={s.closeTrigger}>
                <IconX />
              </IconButton>
            </Toast.CloseTrigger>
          </Toast.Root>
        )
      }}
    </Toaster>
  )
}

export type ToastOptions = {
  description?: ReactNode
  /** One button in the toast, e.g. `{ label: t\`Undo\`, onClick: restore }`; clicking it closes the toast. */
  action?: { label: string; onClick: () => void }
  /** Milliseconds; default 5000 (8000 when there is an action, so Undo can be reached). */
  duration?: number
  id?: string
}

type ToastType = 'success' | 'error' | 'info' | 'warning'

function show(type: ToastType, title: ReactNode, options: ToastOptions = {}): string {
  ensureOverlayLayer(ToastLayer)
  // Only pass keys that are set: an explicit `id: undefined` would override the generated id.
  return toaster.create({
    type,
    title,
    duration: options.duration ?? (options.action ? 8000 : 5000),
    ...(options.description !== undefined && { description: options.description }),
    ...(options.action && { action: options.action }),
    ...(options.id && { id: options.id }),
  })
}

/** Toast notifications: `toast.success(t\`Saved\`)`, `toast.info(t\`3 deleted\`, { action: { label: t\`Undo\`, onClick } })`. */
export const toast = {
  success: (title: ReactNode, options?: ToastOptions) => show('success', title, options),
  error: (title: ReactNode, options?: ToastOptions) => show('error', title, options),
  info: (title: ReactNode, options?: ToastOptions) => show('info', title, options),
  warning: (title: ReactNode, options?: ToastOptions) => show('warning', title, options),
  dismiss: (id?: string) => toaster.dismiss(id),
}
