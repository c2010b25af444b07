import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { CALENDAR_UNKNOWN_ID_MESSAGE, type CalendarEvent } from '@/core/api/contract/demo/calendar'
import { toApiFailure } from '@/core/list/api-failure'
import { Button, confirm, Drawer, FormAlert, FormField, Input, Select, Switch, Textarea, toast } from '@/ui'
import { ChipsInput } from '@/ui/ChipsInput'
import { calendarApi } from './api'
import { CALENDAR_INFO, CALENDAR_ORDER, isCalendarName } from './calendars'
import { toInputBody, validateDraft, withAllDay, type DraftErrors, type EventDraft } from './event-form'

type Props = {
  initial: EventDraft
  onClose: () => void
  /** After a save or delete: the calendar reloads its events. */
  onChanged: (event?: CalendarEvent) => void
}

/** Add or edit one event: title, calendar, start/end, all day, URL, guests, location, description; delete. */
export function EventDrawer({ initial, onClose, onChanged }: Props) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<DraftErrors>({})
  const [failure, setFailure] = useState<{ message: string; gone: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const editing = draft.id !== undefined
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }))
  }

  const explain = (error: unknown) => {
    const f = toApiFailure(error)
    // Spec §8: an id the server does not know answers 400 "Something Went Wrong" — say what it means here.
    const gone = f.status === 400 && f.message === CALENDAR_UNKNOWN_ID_MESSAGE
    setFailure({
      gone,
      message: gone
        ? t`This event no longer exists (it may have been deleted in another tab). Close the drawer to see the calendar as it is now, or save it again as a new event.`
        : f.offline ? t`You are offline and the event could not be saved.` : f.message || t`The event could not be saved.`,
    })
  }

  const save = async (asNew = false) => {
    const found = validateDraft(draft, {
      titleRequired: t`Enter a title`,
      startInvalid: t`Enter a start date`,
      endBeforeStart: t`The end cannot be before the start`,
      urlInvalid: t`Enter a web address starting with http:// or https://`,
    })
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setBusy(true)
    setFailure(null)
    try {
      const body = toInputBody(draft)
      const saved = editing && !asNew ? await calendarApi.update(draft.id!, body) : await calendarApi.add(body)
      toast.success(editing && !asNew ? t`Event saved` : t`Event added`, { description: saved.title })
      onChanged(saved)
      onClose()
    } catch (error) {
      explain(error)
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!editing) return
    const ok = await confirm({ title: t`Delete “${draft.title}”?`, message: t`The event is removed from the calendar.`, confirmLabel: t`Delete`, danger: true })
    if (!ok) return
    setBusy(true)
    try {
      await calendarApi.remove(draft.id!)
      toast.info(t`Event deleted`, { description: draft.title })
      onChanged()
      onClose()
    } catch (error) {
      explain(error)
      setBusy(false)
    }
  }

  const dateType = draft.allDay ? 'date' : 'datetime-local'
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? <Trans>Edit event</Trans> : <Trans>Add event</Trans>}
      footer={
        <>
          {editing && <Button variant="outline" tone="neutral" onClick={() => void remove()} disabled={busy}><Trans>Delete</Trans></Button>}
          <span className={css({ flex: '1' })} />
          <Button variant="outline" tone="neutral" onClick={onClose} disabled={busy}><Trans>Cancel</Trans></Button>
          {failure?.gone ? (
            <Button onClick={() => void save(true)} loading={busy}><Trans>Save as new</Trans></Button>
          ) : (
            <Button onClick={() => void save()} loading={busy} data-action="save">{editing ? <Trans>Save</Trans> : <Trans>Add</Trans>}</Button>
          )}
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
        onKeyDown={(e) => {
          // The buttons live in the drawer's footer, outside the form: Enter in a one-line field saves.
          const target = e.target as HTMLElement
          if (e.key === 'Enter' && !e.nativeEvent.isComposing && target.tagName === 'INPUT' && !target.closest('[data-chips]')) {
            e.preventDefault()
            void save()
          }
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <FormAlert message={failure?.message} />
        <FormField label={<Trans>Title</Trans>} required errors={errors.title}>
          <Input value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={200} autoFocus />
        </FormField>
        <FormField label={<Trans>Calendar</Trans>}>
          <Select
            value={draft.calendar}
            onChange={(e) => isCalendarName(e.target.value) && set('calendar', e.target.value)}
            options={CALENDAR_ORDER.map((c) => ({ value: c, label: i18n._(CALENDAR_INFO[c].label) }))}
          />
        </FormField>
        <Switch label={<Trans>All day</Trans>} checked={draft.allDay} onCheckedChange={(v) => setDraft((d) => withAllDay(d, v))} />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
          <FormField label={<Trans>Start</Trans>} required errors={errors.start}>
            <Input type={dateType} value={draft.start} onChange={(e) => set('start', e.target.value)} />
          </FormField>
          <FormField label={<Trans>End</Trans>} errors={errors.end}>
            <Input type={dateType} value={draft.end} min={draft.start} onChange={(e) => set('end', e.target.value)} />
          </FormField>
        </div>
        <FormField label={<Trans>Event URL</Trans>} errors={errors.url}>
          <Input type="url" value={draft.url} onChange={(e) => set('url', e.target.value)} placeholder="https://" dir="ltr" />
        </FormField>
        <FormField label={<Trans>Guests</Trans>} hint={<Trans>Type a name and press Enter.</Trans>}>
          {(p) => <ChipsInput {...p} label={t`Guests`} value={draft.guests} onChange={(v) => set('guests', v)} />}
        </FormField>
        <FormField label={<Trans>Location</Trans>}>
          <Input value={draft.location} onChange={(e) => set('location', e.target.value)} maxLength={200} />
        </FormField>
        <FormField label={<Trans>Description</Trans>}>
          <Textarea value={draft.description} onChange={(e) => set('description', e.target.value)} rows={3} />
        </FormField>
      </form>
    </Drawer>
  )
}
