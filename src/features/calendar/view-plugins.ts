import type { PluginDef } from '@fullcalendar/core'

/**
 * FullCalendar's optional parts, fetched when first needed so a first visit downloads only the view
 * it shows (the month grid, or the list on a phone) and interaction (drag, pick days: a first drag
 * must work). Week/day, and the list on a desktop, load when the user picks them.
 */
const LOADERS = {
  dayGrid: () => import('@fullcalendar/daygrid'),
  timeGrid: () => import('@fullcalendar/timegrid'),
  list: () => import('@fullcalendar/list'),
  interaction: () => import('@fullcalendar/interaction'),
} as const
export type PluginKind = keyof typeof LOADERS

/** The views on the toolbar, each with the plugin that draws it. */
export const VIEWS = [
  { name: 'dayGridMonth', kind: 'dayGrid', text: 'month' },
  { name: 'timeGridWeek', kind: 'timeGrid', text: 'week' },
  { name: 'timeGridDay', kind: 'timeGrid', text: 'day' },
  { name: 'listMonth', kind: 'list', text: 'list' },
] as const
export type ViewName = (typeof VIEWS)[number]['name']

export const kindOfView = (name: string): PluginKind => VIEWS.find((v) => v.name === name)?.kind ?? 'dayGrid'

const loaded = new Map<PluginKind, Promise<PluginDef>>()
/** The plugin (fetched once per page life). */
export function loadPlugin(kind: PluginKind): Promise<PluginDef> {
  let p = loaded.get(kind)
  if (!p) {
    p = LOADERS[kind]().then((m) => m.default)
    // A failed fetch (offline before the worker cached it) may be retried on the next click.
    p.catch(() => loaded.delete(kind))
    loaded.set(kind, p)
  }
  return p
}
