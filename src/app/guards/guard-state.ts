import { signal } from '@preact/signals-react'

/** True while a guard is asking the server about the session; the progress bar can show it. */
export const routeCheckPending = signal(false)
