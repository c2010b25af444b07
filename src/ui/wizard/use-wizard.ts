import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import type * as v from 'valibot'
import { demoApi } from '@/core/api/client'
import { toApiFailure, type ApiFailure } from '@/core/list/api-failure'
import type { WizardDraft, WizardDraftInput, WizardId, WizardSubmission } from '@/core/api/contract/demo/wizards'
import { useForm, validateWith, type Form } from '../forms'

export type WizardStepDef = { id: string; schema: v.GenericSchema }

export type UseWizardOptions<V extends Record<string, unknown>> = {
  /** Which worker endpoint takes the submission (`/api/wizards/:wizard/submissions`). */
  wizard: WizardId
  /** Where the draft is kept (default: the wizard id); one per wizard instance. */
  draftKey?: string
  steps: readonly WizardStepDef[]
  initial: V
  /** Fields never written to the draft (card numbers): typed again after a reload. */
  transient?: readonly (keyof V & string)[]
  /** The query parameter holding the step id (default `step`). */
  stepParam?: string
}

export type DraftState = 'idle' | 'saving' | 'saved' | 'failed'

export type Wizard<V extends Record<string, unknown>> = {
  form: Form<v.GenericSchema<V, V>>
  /** False while the draft loads. */
  ready: boolean
  loadError: ApiFailure | null
  reload: () => void
  index: number
  stepId: string
  /** Highest step index reached so far: the stepper lets the user jump back up to it. */
  reached: number
  count: number
  isLast: boolean
  /** Validates the step on show, then moves on (or submits on the last step). */
  next: () => Promise<void>
  back: () => void
  /** Stepper clicks: backwards freely, forwards only through valid steps. */
  goTo: (index: number) => Promise<void>
  /** Clears the draft and starts at the first step. */
  restart: () => Promise<void>
  submitting: boolean
  /** The worker's answer once submitted (the confirmation shows it). */
  result: WizardSubmission | null
  draftState: DraftState
  /** A kept draft was found when the page opened. */
  restored: boolean
  /** Put on the element around the step's fields: focus lands there on step changes and errors. */
  panelRef: React.RefObject<HTMLDivElement | null>
}

const DRAFT_DEBOUNCE_MS = 400
const FIRST_ERROR = '[aria-invalid=true], [data-invalid] input, [data-invalid] button, [data-invalid] [tabindex]'

/**
 * The one wizard engine: a step per valibot schema, the step in the URL (`?step=`, so reload and
 * Back keep the place), every value in one form (going back keeps them), a draft kept in the demo
 * server's IndexedDB while typing (so reload or going offline loses nothing), and the final submit
 * through the worker, which validates every step again.
 */
export function useWizard<V extends Record<string, unknown>>(options: UseWizardOptions<V>): Wizard<V> {
  const { wizard, steps, initial, transient = [], stepParam = 'step' } = options
  const draftKey = options.draftKey ?? wizard
  const [params, setParams] = useSearchParams()
  const [ready, setReady] = useState(false)
  const [loadError, setLoadError] = useState<ApiFailure | null>(null)
  const [reached, setReached] = useState(0)
  const [result, setResult] = useState<WizardSubmission | null>(null)
  const [draftState, setDraftState] = useState<DraftState>('idle')
  const [restored, setRestored] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const panelRef = useRef<HTMLDivElement | null>(null)

  const wanted = steps.findIndex((s) => s.id === params.get(stepParam))
  const index = Math.min(Math.max(wanted, 0), reached)
  const step = steps[index]
  const form = useForm(step.schema as v.GenericSchema<V, V>, initial)
  const { reset } = form

  const setStep = useCallback(
    (id: string | null, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          if (id) next.set(stepParam, id)
          else next.delete(stepParam)
          return next
        },
        { replace },
      ),
    [setParams, stepParam],
  )

  // Load the kept draft once; the URL's step wins when it is one already reached.
  useEffect(() => {
    let live = true
    setReady(false)
    demoApi<{ draft: WizardDraft | null }>(`wizards/drafts/${draftKey}`)
      .then(({ draft }) => {
        if (!live) return
        if (draft) {
          reset({ ...initial, ...draft.values } as V)
          setReached(Math.min(draft.reached, steps.length - 1))
          setRestored(Object.keys(draft.values).length > 0)
          if (!new URLSearchParams(location.search).get(stepParam)) setStep(draft.step, true)
          lastSaved.current = JSON.stringify({ step: draft.step, reached: draft.reached, values: draft.values })
        } else {
          // Nothing kept yet: the first draft is written once the user changes something.
          lastSaved.current = JSON.stringify({ step: steps[0].id, reached: 0, values: draftValues(initial) })
        }
        setLoadError(null)
        setReady(true)
      })
      .catch((error) => live && setLoadError(toApiFailure(error)))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per draft (and per Retry)
  }, [draftKey, attempt])

  // A URL naming a step not reached yet (typed, or an old link) shows the furthest reached one.
  useEffect(() => {
    if (ready && !result && params.get(stepParam) !== step.id && (wanted > reached || params.has(stepParam))) setStep(step.id, true)
  }, [ready, result, params, stepParam, step.id, wanted, reached, setStep])

  // Keep the draft: at once when the step changes, after a pause while typing.
  const lastSaved = useRef('')
  const draftValues = useCallback(
    (values: V) => Object.fromEntries(Object.entries(values).filter(([k]) => !transient.includes(k as keyof V & string))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- transient is a literal list
    [transient.join()],
  )
  const lastStep = useRef({ index, reached })
  // The draft write in flight: submit waits for it, or it could land after the submission cleared
  // the draft and bring a finished wizard back at its last step on the next visit.
  const savingDraft = useRef<Promise<void>>(undefined)
  const submitting = useRef(false)
  useEffect(() => {
    if (!ready || result) return
    const body: WizardDraftInput = { step: step.id, reached, values: draftValues(form.values) }
    const text = JSON.stringify(body)
    const stepChanged = lastStep.current.index !== index || lastStep.current.reached !== reached
    lastStep.current = { index, reached }
    if (text === lastSaved.current) return
    const timer = setTimeout(
      () => {
        if (submitting.current) return
        setDraftState('saving')
        savingDraft.current = demoApi(`wizards/drafts/${draftKey}`, { method: 'PUT', body })
          .then(() => {
            lastSaved.current = text
            setDraftState('saved')
          })
          .catch(() => setDraftState('failed'))
      },
      stepChanged ? 0 : DRAFT_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [ready, result, form.values, index, reached, step.id, draftKey, draftValues])

  const focusPanel = () => requestAnimationFrame(() => panelRef.current?.focus())
  const focusFirstError = () => requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>(FIRST_ERROR)?.focus())

  const show = (target: number) => {
    // A fresh step shows no errors until its own Next (values are kept: reset starts from them).
    reset(form.values)
    setReached((r) => Math.max(r, target))
    setStep(steps[target].id)
    focusPanel()
  }

  // Set when submit sends the user back to a step that no longer passes: its errors show on arrival.
  const checkOnShow = useRef(false)
  useEffect(() => {
    if (!checkOnShow.current) return
    checkOnShow.current = false
    form.validate()
    focusFirstError()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the step (and its schema) changed
  }, [index])

  const submit = async () => {
    // Every step again: a value changed on a later visit may break an earlier rule.
    const broken = steps.findIndex((s, i) => i !== index && validateWith(s.schema, form.values).errors !== null)
    if (broken >= 0) {
      checkOnShow.current = true
      show(broken)
      return
    }
    submitting.current = true
    const saved = await form.handleSubmit(async () => {
      await savingDraft.current
      const answer = await demoApi<WizardSubmission>(`wizards/${wizard}/submissions`, { method: 'POST', body: { values: form.values, draftKey } })
      setResult(answer)
    })()
    submitting.current = false
    if (saved) {
      lastSaved.current = ''
      setStep(null, true)
      focusPanel()
    } else focusFirstError()
  }

  const next = async () => {
    if (form.validate() === null) focusFirstError()
    else if (index === steps.length - 1) await submit()
    else show(index + 1)
  }

  const goTo = async (target: number) => {
    if (target === index || target > reached) return
    if (target > index && form.validate() === null) focusFirstError()
    else show(target)
  }

  const restart = async () => {
    setDraftState('idle')
    await demoApi(`wizards/drafts/${draftKey}`, { method: 'DELETE' }).catch(() => undefined)
    lastSaved.current = ''
    reset(initial)
    setReached(0)
    setResult(null)
    setRestored(false)
    setStep(steps[0].id)
    focusPanel()
  }

  return {
    form,
    ready,
    loadError,
    reload: () => setAttempt((n) => n + 1),
    index,
    stepId: step.id,
    reached,
    count: steps.length,
    isLast: index === steps.length - 1,
    next,
    back: () => index > 0 && show(index - 1),
    goTo,
    restart,
    submitting: form.submitting,
    result,
    draftState,
    restored,
    panelRef,
  }
}
