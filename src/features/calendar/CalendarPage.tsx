import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import FullCalendar from '@fullcalendar/react'
import arLocale from '@fullcalendar/core/locales/ar'
import frLocale from '@fullcalendar/core/locales/fr'
import jaLocale from '@fullcalendar/core/locales/ja'
import type { CustomButtonInput, EventChangeArg, EventInput, PluginDef } from '@fullcalendar/core'
import { useSignals } from '@preact/signals-react/runtime'
import { IconFilter, IconPlus } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { CalendarEvent } from '@/core/api/contract/demo/calendar'
import { toApiFailure, type ApiFailure } from '@/core/list/api-failure'
import { retryImport } from '@/core/retry-import'
import { Button, ErrorState, Skeleton, toast } from '@/ui'
import { calendarApi } from './api'
import { CalendarFilters } from './CalendarFilters'
import { CALENDAR_INFO, shownCalendars } from './calendars'
import { draftFrom, newDraft, type EventDraft } from './event-form'
import { MiniCalendar } from './MiniCalendar'
import { calendarTheme } from './calendar-theme'
import { kindOfView, loadPlugin, VIEWS, type PluginKind, type ViewName } from './view-plugins'

// The event form and the phones' tools drawer (dialog, focus trap, form fields: ~14 KB gzip) load
// when first opened; pointing at "Add event" starts loading the form.
const loadEventDrawer = () => retryImport(() => import('./EventDrawer'))
const EventDrawer = lazy(() => loadEventDrawer().then((m) => ({ default: m.EventDrawer })))
const Drawer = lazy(() => retryImport(() => import('@/ui/Drawer')).then((m) => ({ default: m.Drawer })))
const preloadEventDrawer = () => void loadEventDrawer().catch(() => undefined)

const LOCALES = { ar: arLocale, fr: frLocale, ja: jaLocale }
// Stable option objects: FullCalendar re-applies options whose identity changes.
const LOCALE_LIST = Object.values(LOCALES)
// The view buttons are custom buttons named after their views (so FullCalendar still marks the
// current one pressed): a view's plugin is fetched on its first click (see ./view-plugins).
const TOOLBAR = { start: 'prev,next today title', end: VIEWS.map((v) => v.name).join(',') }

const toInput = (e: CalendarEvent): EventInput => ({
  id: String(e.id),
  title: e.title,
  start: e.start,
  end: e.end ?? undefined,
  allDay: e.allDay,
  // The URL opens from the drawer, not on click (a click edits).
  extendedProps: { ...e.extendedProps, url: e.url },
  backgroundColor: CALENDAR_INFO[e.extendedProps.calendar]?.color,
  borderColor: CALENDAR_INFO[e.extendedProps.calendar]?.color,
  textColor: CALENDAR_INFO[e.extendedProps.calendar]?.fg,
  classNames: [`cal-${e.extendedProps.calendar.toLowerCase()}`],
})

/** Route `apps-calendar`: month, week, day and list views, filters, mini calendar, add/edit/delete in a drawer, drag to move. */
export default function CalendarPage() {
  useSignals()
  const { t, i18n } = useLingui()
  const shown = shownCalendars.value
  const [events, setEvents] = useState<CalendarEvent[] | null>(null)
  const [error, setError] = useState<ApiFailure | null>(null)
  const [editing, setEditing] = useState<EventDraft | null>(null)
  const [date, setDate] = useState(() => new Date())
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [filtersUsed, setFiltersUsed] = useState(false)
  const calendar = useRef<FullCalendar>(null)
  const byId = useRef(new Map<string, CalendarEvent>())
  const [initialView] = useState<ViewName>(() => (typeof window !== 'undefined' && window.innerWidth < 768 ? 'listMonth' : 'dayGridMonth'))
  const [plugins, setPlugins] = useState<{ kinds: PluginKind[]; defs: PluginDef[] }>({ kinds: [], defs: [] })
  const [pendingView, setPendingView] = useState<ViewName | null>(null)
  const withPlugin = useCallback(async (kind: PluginKind) => {
    const def = await loadPlugin(kind)
    setPlugins((p) => (p.kinds.includes(kind) ? p : { kinds: [...p.kinds, kind], defs: [...p.defs, def] }))
  }, [])
  // The first view and dragging/picking days (a first drag must work) load at once; week, day and list on demand.
  useEffect(() => {
    Promise.all([withPlugin(kindOfView(initialView)), withPlugin('interaction')]).catch((err) => setError(toApiFailure(err)))
  }, [initialView, withPlugin])
  // Change view once its plugin is in FullCalendar's options (it applies them before this effect runs).
  useEffect(() => {
    if (!pendingView || !plugins.kinds.includes(kindOfView(pendingView))) return
    calendar.current?.getApi().changeView(pendingView)
    setPendingView(null)
  }, [pendingView, plugins])
  const showView = useCallback(
    (name: ViewName) => {
      withPlugin(kindOfView(name))
        .then(() => setPendingView(name))
        .catch(() => toast.error(t`This view could not be loaded`, { description: t`Check the connection and try again.` }))
    },
    [t, withPlugin],
  )

  const shownKey = shown.join(',')
  const load = useCallback(async () => {
    try {
      const list = await calendarApi.list(shownKey ? (shownKey.split(',') as CalendarEvent['extendedProps']['calendar'][]) : [])
      byId.current = new Map(list.map((e) => [String(e.id), e]))
      setEvents(list)
      setError(null)
    } catch (err) {
      setError(toApiFailure(err))
    }
  }, [shownKey])
  useEffect(() => {
    void load()
  }, [load])

  const onEventChange = async (arg: EventChangeArg) => {
    const e = arg.event
    try {
      await calendarApi.update(e.id, { start: e.start!.toISOString(), end: (e.end ?? e.start)!.toISOString(), allDay: e.allDay })
      toast.success(t`Event moved`, { description: e.title })
      void load()
    } catch (err) {
      arg.revert()
      const f = toApiFailure(err)
      toast.error(t`The event could not be moved`, { description: f.message })
    }
  }

  const inputs = useMemo(() => events?.map(toInput) ?? [], [events])
  const localeData = i18n.locale in LOCALES ? LOCALES[i18n.locale as keyof typeof LOCALES] : undefined
  const customButtons = useMemo(() => {
    const words = (localeData?.buttonText ?? {}) as Record<string, string | undefined>
    const entries = VIEWS.map((v): [string, CustomButtonInput] => {
      const text = v.name === 'listMonth' ? t`List` : (words[v.text] ?? v.text)
      return [v.name, { text, hint: text, click: () => showView(v.name) }]
    })
    return Object.fromEntries(entries)
  }, [localeData, t, showView])
  const followDate = useCallback((next: Date) => setDate((prev) => (prev.toDateString() === next.toDateString() ? prev : next)), [])

  const goTo = (d: Date) => {
    followDate(d)
    calendar.current?.getApi().gotoDate(d)
    setFiltersOpen(false)
  }
  const addOn = (start: Date, allDay: boolean, end?: Date) => setEditing(newDraft(start, allDay, end))

  const sidebar = (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', p: '4' })}>
      <Button onClick={() => addOn(date, true)} onPointerEnter={preloadEventDrawer} onFocus={preloadEventDrawer} className={css({ w: 'full' })}>
        <IconPlus size={18} aria-hidden="true" />
        <Trans>Add event</Trans>
      </Button>
      <MiniCalendar value={date} onPick={goTo} />
      <CalendarFilters />
    </div>
  )

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '17rem 1fr' }, borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', overflow: 'hidden', boxShadow: 'card', bg: 'bg.surface' })}>
      <h1 className={css({ srOnly: true })}><Trans>Calendar</Trans></h1>
      <aside aria-label={t`Calendar tools`} className={css({ display: { base: 'none', lg: 'block' }, borderInlineEndWidth: '1px', borderColor: 'border' })}>{sidebar}</aside>
      {filtersUsed && (
        <Suspense fallback={null}>
          <Drawer open={filtersOpen} onOpenChange={setFiltersOpen} side="start" size="sm" title={<Trans>Calendar tools</Trans>}>{sidebar}</Drawer>
        </Suspense>
      )}
      <div className={cx(calendarTheme, css({ p: { base: '2', md: '4' }, minW: '0', position: 'relative' }))}>
        <div className={css({ display: { base: 'flex', lg: 'none' }, gap: '2', mb: '3' })}>
          <Button variant="outline" tone="neutral" size="sm" onClick={() => (setFiltersUsed(true), setFiltersOpen(true))}>
            <IconFilter size={16} aria-hidden="true" />
            <Trans>Filters and dates</Trans>
          </Button>
          <Button size="sm" onClick={() => addOn(date, true)} onPointerEnter={preloadEventDrawer} onFocus={preloadEventDrawer}>
            <IconPlus size={16} aria-hidden="true" />
            <Trans>Add event</Trans>
          </Button>
        </div>
        {error && !events ? (
          <ErrorState error={error} onRetry={() => void load()} />
        ) : (
          <>
            {error && <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', mb: '2' })}>{t`The events could not be refreshed.`} {error.message}</p>}
            {shown.length === 0 && (
              <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
                <Trans>No calendar is selected: tick one under Filters to see its events.</Trans>
              </p>
            )}
            <div aria-busy={events === null || pendingView !== null}>
              {!plugins.kinds.includes(kindOfView(initialView)) || !plugins.kinds.includes('interaction') ? (
                <Skeleton className={css({ h: '30rem', w: 'full', borderRadius: 'md' })} />
              ) : (
                <FullCalendar
                  ref={calendar}
                  plugins={plugins.defs}
                  initialView={initialView}
                  locales={LOCALE_LIST}
                  locale={i18n.locale in LOCALES ? i18n.locale : 'en'}
                  direction={i18n.locale === 'ar' ? 'rtl' : 'ltr'}
                  headerToolbar={TOOLBAR}
                  customButtons={customButtons}
                  height="auto"
                  events={inputs}
                  editable
                  selectable
                  dayMaxEvents={3}
                  navLinks
                  navLinkDayClick={(day) => {
                    calendar.current?.getApi().gotoDate(day)
                    showView('timeGridDay')
                  }}
                  select={(info) => addOn(info.start, info.allDay, info.allDay ? new Date(info.end.getTime() - 86_400_000) : info.end)}
                  eventClick={(info) => {
                    info.jsEvent.preventDefault()
                    const found = byId.current.get(info.event.id)
                    if (found) setEditing(draftFrom(found))
                  }}
                  eventDrop={(arg) => void onEventChange(arg)}
                  eventResize={(arg) => void onEventChange(arg)}
                  datesSet={(arg) => {
                    // Keep the picked day while it is on screen; otherwise follow the view (prev/next).
                    setDate((prev) => (prev >= arg.view.currentStart && prev < arg.view.currentEnd ? prev : arg.view.currentStart))
                    // FullCalendar marks the arrow glyphs inside its named buttons role=img with no name.
                    for (const icon of document.querySelectorAll('.fc .fc-icon[role=img]')) icon.setAttribute('aria-hidden', 'true')
                  }}
                  dayCellDidMount={(arg) => {
                    // A day cell is named by its whole content (the date's own label, then its events), not by
                    // the day number alone, which hid the events from its name.
                    arg.el.removeAttribute('aria-labelledby')
                  }}
                  eventDidMount={(arg) => {
                    // Keyboard: each event is focusable and Enter opens it (FullCalendar gives links only to events with a URL).
                    arg.el.setAttribute('tabindex', '0')
                    arg.el.setAttribute('role', 'button')
                    arg.el.addEventListener('keydown', (k) => {
                      if (k.key === 'Enter' || k.key === ' ') {
                        k.preventDefault()
                        const found = byId.current.get(arg.event.id)
                        if (found) setEditing(draftFrom(found))
                      }
                    })
                  }}
                />
              )}
            </div>
          </>
        )}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EventDrawer initial={editing} onClose={() => setEditing(null)} onChanged={() => void load()} />
        </Suspense>
      )}
    </div>
  )
}
