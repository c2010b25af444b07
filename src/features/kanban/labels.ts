import type { BadgeTone } from '@/ui'

const KNOWN: Record<string, BadgeTone> = {
  UX: 'success',
  Images: 'warning',
  App: 'info',
  'Code Review': 'danger',
  Dashboard: 'primary',
  'Charts & Maps': 'neutral',
}
const TONES: BadgeTone[] = ['primary', 'info', 'success', 'warning', 'danger', 'neutral']

/** A label keeps one colour everywhere: the sample labels have theirs, new ones get one from their text. */
export function labelTone(label: string): BadgeTone {
  if (KNOWN[label]) return KNOWN[label]
  let hash = 0
  for (const ch of label) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return TONES[hash % TONES.length]
}

/** The sample board's labels, offered first in the task drawer. */
export const SUGGESTED_LABELS = Object.keys(KNOWN)
