import { css } from 'styled-system/css'

/** FullCalendar in our colours (its CSS variables), so light, dark and the primary colour follow the theme. */
export const calendarTheme = css({
  '--fc-border-color': 'var(--colors-border)',
  '--fc-page-bg-color': 'var(--colors-bg-surface)',
  '--fc-neutral-bg-color': 'var(--colors-bg-muted)',
  '--fc-neutral-text-color': 'var(--colors-fg-muted)',
  '--fc-today-bg-color': 'color-mix(in srgb, var(--colors-primary) 10%, transparent)',
  '--fc-list-event-hover-bg-color': 'var(--colors-bg-muted)',
  '--fc-highlight-color': 'color-mix(in srgb, var(--colors-primary) 18%, transparent)',
  '--fc-button-bg-color': 'var(--colors-bg-surface)',
  '--fc-button-border-color': 'var(--colors-border-strong)',
  '--fc-button-text-color': 'var(--colors-fg)',
  '--fc-button-hover-bg-color': 'var(--colors-bg-muted)',
  '--fc-button-hover-border-color': 'var(--colors-border-strong)',
  '--fc-button-active-bg-color': 'var(--colors-primary)',
  '--fc-button-active-border-color': 'var(--colors-primary)',
  '--fc-event-text-color': '#fff',
  color: 'fg',
  fontSize: 'sm',
  '& .fc .fc-button': { textTransform: 'capitalize', fontSize: 'sm', boxShadow: 'none !important' },
  // FullCalendar's own CSS is unlayered and so beats ours (Panda's is in layers) whatever the selector:
  // change the variables its rules read, on the elements they style.
  '& .fc .fc-button-active': { '--fc-button-text-color': 'var(--colors-primary-fg)' },
  // Days of the next and previous month are dimmed with opacity (1.8:1); a muted colour keeps them readable.
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: '1 !important', color: 'fg.subtle' },
  '& .fc .fc-button:focus-visible': { outline: '2px solid var(--colors-primary)', outlineOffset: '2px' },
  '& .fc .fc-toolbar-title': { fontSize: { base: 'md', md: 'xl' }, fontWeight: 'semibold' },
  '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: '2' },
  '& .fc a': { color: 'inherit', textDecoration: 'none' },
  '& .fc .fc-daygrid-event, & .fc .fc-timegrid-event': { cursor: 'pointer', borderRadius: 'sm', px: '1' },
  '& .fc .fc-daygrid-dot-event .fc-event-title': { fontWeight: 'medium' },
  '& .fc .fc-event:focus-visible': { outline: '2px solid var(--colors-fg)', outlineOffset: '1px' },
  '& .fc .fc-list-event-title a': { color: 'fg' },
})
