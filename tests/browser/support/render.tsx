import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Mounts a component with the app's providers; returns its container and an unmount. */
export async function render(ui: ReactNode): Promise<{ container: HTMLElement; root: Root; unmount: () => Promise<void> }> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await act(async () => root.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>))
  return {
    container,
    root,
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

/** Waits until `check` passes (or fails after `timeout` ms): for async UI. */
export async function waitFor<T>(check: () => T, timeout = 3000): Promise<T> {
  const start = performance.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (performance.now() - start > timeout) throw error
      await act(async () => new Promise((r) => setTimeout(r, 20)))
    }
  }
}

export { act }

const describeNode = (el: Element | null) =>
  el ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing'

/**
 * Asserts that `el` has the focus, naming what has it otherwise. Compares nodes itself instead of
 * handing them to chai: a failed `expect(node).to.equal(editorNode)` carries both nodes to the test
 * runner, and serialising a ProseMirror node's object graph hung the page until the 300 s file timeout.
 */
export function expectFocus(el: Element | null, name: string) {
  const active = document.activeElement
  if (active !== el) throw new Error(`expected ${name} (${describeNode(el)}) to have the focus; it is on ${describeNode(active)}`)
}

/**
 * Waits until the focus is inside `el`. Ark moves the focus into an opened menu a frame after it
 * opens; a user's Escape comes after that frame, and a test's must too — pressed before it, the late
 * frame pulls the focus into the closed menu and it falls to <body> (seen once under CI load).
 */
export async function waitForFocusWithin(el: Element, name: string, timeout = 8000) {
  await waitFor(() => {
    if (!el.contains(document.activeElement)) throw new Error(`expected the focus in ${name}; it is on ${describeNode(document.activeElement)}`)
  }, timeout)
}
