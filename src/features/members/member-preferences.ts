// A member's notification choices and connected apps, kept on this device (the demo server has no
// endpoint for them). Unreadable storage falls back to the defaults.
export const MEMBER_EVENTS = ['mentions', 'tasks', 'projects', 'security'] as const
export const MEMBER_CHANNELS = ['email', 'browser', 'app'] as const
export const MEMBER_APPS = ['calendar', 'chat', 'storage', 'mail'] as const
export type MemberApp = (typeof MEMBER_APPS)[number]

export type MemberPreferences = {
  notifications: Record<string, Record<string, boolean>>
  connections: Record<MemberApp, boolean>
}

const key = (memberId: number) => `meishi-demo-member-preferences-${memberId}`

export const defaultPreferences = (): MemberPreferences => ({
  notifications: {
    mentions: { email: true, browser: true, app: true },
    tasks: { email: true, browser: false, app: true },
    projects: { email: false, browser: false, app: true },
    security: { email: true, browser: true, app: false },
  },
  connections: { calendar: true, chat: true, storage: false, mail: false },
})

export function loadPreferences(memberId: number): MemberPreferences {
  const base = defaultPreferences()
  try {
    const raw = JSON.parse(localStorage.getItem(key(memberId)) ?? 'null') as Partial<MemberPreferences> | null
    for (const e of MEMBER_EVENTS) for (const c of MEMBER_CHANNELS) if (typeof raw?.notifications?.[e]?.[c] === 'boolean') base.notifications[e][c] = raw.notifications[e][c]
    for (const a of MEMBER_APPS) if (typeof raw?.connections?.[a] === 'boolean') base.connections[a] = raw.connections[a]
  } catch {
    // Unreadable storage: the defaults stand.
  }
  return base
}

export function savePreferences(memberId: number, prefs: MemberPreferences): void {
  localStorage.setItem(key(memberId), JSON.stringify(prefs))
}
