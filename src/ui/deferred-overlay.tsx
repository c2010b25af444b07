import { cloneElement, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react'
import { retryImport } from '@/core/retry-import'

/**
 * Menus and popovers are in the top bar of every page, but their Ark code (positioning, dismiss
 * layers, focus handling: ~28 KB gzip) is only needed once one opens. A deferred overlay renders
 * its trigger at once, starts loading the real part on hover or focus, and swaps it in when the
 * trigger is activated — opened, with the first item highlighted when the keyboard opened it.
 *
 * The swap mounts a new trigger node, and the old one took the focus with it. `focused` says the
 * trigger had it, so the real part gives it back before Ark moves it into the content; otherwise
 * it sits on <body> and Escape has nothing to return to.
 */
export type Activation = { keyboard: boolean; focused: boolean }

export function deferredPart<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const preload = () =>
    (pending ??= retryImport(load).then(
      (m) => (loaded = m.default),
      (error: unknown) => {
        pending = null
        throw error
      },
    ))
  return { preload, current: () => loaded }
}

type TriggerProps = {
  onClick?: (e: MouseEvent) => void
  onKeyDown?: (e: KeyboardEvent) => void
  onPointerEnter?: (e: unknown) => void
  onFocus?: (e: unknown) => void
}

/** State of one deferred overlay: null until its trigger is first activated. */
export function useDeferredActivation(initiallyActive = false) {
  return useState<Activation | null>(initiallyActive ? { keyboard: false, focused: false } : null)
}

/** For the real part: a ref for its trigger, focused as it mounts when the swapped-out trigger had the focus. */
export function useTriggerFocusOnSwap<T extends HTMLElement>(focused: boolean | undefined) {
  const ref = useRef<T>(null)
  useLayoutEffect(() => {
    if (focused) ref.current?.focus({ preventScroll: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the mount: later renders must not pull the focus back from the open content
  }, [])
  return ref
}

/** The trigger as rendered before the real part is swapped in: same element, plus the loading hooks. */
export function deferredTrigger(trigger: ReactElement, haspopup: 'menu' | 'dialog', preload: () => Promise<unknown>, activate: (a: Activation) => void) {
  const own = trigger.props as TriggerProps
  const go = (keyboard: boolean, target: EventTarget) => {
    const focused = document.activeElement === target
    void preload().then(() => activate({ keyboard, focused }), () => undefined)
  }
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': haspopup,
    'aria-expanded': false,
    onPointerEnter: (e: unknown) => {
      own.onPointerEnter?.(e)
      void preload().catch(() => undefined)
    },
    onFocus: (e: unknown) => {
      own.onFocus?.(e)
      void preload().catch(() => undefined)
    },
    onClick: (e: MouseEvent) => {
      own.onClick?.(e)
      // A click from Enter/Space on a button has detail 0: the keyboard opened it.
      if (!e.defaultPrevented) go(e.detail === 0, e.currentTarget)
    },
    onKeyDown: (e: KeyboardEvent) => {
      own.onKeyDown?.(e)
      if (!e.defaultPrevented && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
        e.preventDefault()
        go(true, e.currentTarget)
      }
    },
  })
}
