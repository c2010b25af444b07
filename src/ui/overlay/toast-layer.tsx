import { useSyncExternalStore } from 'react'
import { Toast, Toaster, createToaster } from '@ark-ui/react/toast'
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { toast as toastStyles } from 'styled-system/recipes'
import { Button } from '../Button'
import { IconButton } from '../IconButton'
import { directionOf, isLocale } from '@/core/i18n/locales'
import { placementNow, subscribePlacement, type ToastPlacement } from './toast'

/** The Ark toaster behind `toast` (loaded with the first toast). */
export const toaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 12, max: 5 })

const mirrored = (p: ToastPlacement): ToastPlacement => (p.endsWith('-end') ? (p.replace('-end', '-start') as ToastPlacement) : p.endsWith('-start') ? (p.replace('-start', '-end') as ToastPlacement) : p)

const ICONS = { success: IconCircleCheck, error: IconCircleX, warning: IconAlertTriangle, info: IconInfoCircle } as const

export function ToastLayer() {
  const { t, i18n } = useLingui()
  const s = toastStyles()
  // zag-js mirrors "end" for rtl and then positions with inset-inline-end, which mirrors it a
  // second time (toasts land on the right in Arabic). Asking for "start" in rtl cancels that out,
  // so toasts sit in the inline-end corner (bottom-left) as the rest of the layout does.
  const wanted = useSyncExternalStore(subscribePlacement, placementNow)
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

