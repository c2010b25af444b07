// Every IndexedDB object store of the demo server. Adding a store: add it here and bump
// SCHEMA_VERSION; the upgrade creates missing stores. Data changes between versions go in MIGRATIONS.
export type StoreDef = { keyPath: string }

export const STORES = {
  /** Seed markers, tombstones and counters. */
  meta: { keyPath: 'key' },
  /** Singleton documents (course details, FAQ, help centre, profile tabs…) as { key, value }. */
  documents: { keyPath: 'key' },
  /** Issued access tokens: { token, userId, refreshToken, expiresAt }. */
  tokens: { keyPath: 'token' },
  /** Demo sign-in accounts (DESIGN.md §3). */
  loginUsers: { keyPath: 'id' },
  // demo layer (spec §7)
  searchGroups: { keyPath: 'id' },
  courses: { keyPath: 'id' },
  events: { keyPath: 'id' },
  contacts: { keyPath: 'id' },
  chats: { keyPath: 'id' },
  products: { keyPath: 'id' },
  reviews: { keyPath: 'id' },
  referrals: { keyPath: 'id' },
  orders: { keyPath: 'id' },
  customers: { keyPath: 'id' },
  emails: { keyPath: 'id' },
  invoices: { keyPath: 'id' },
  kanbanBoards: { keyPath: 'id' },
  kanbanItems: { keyPath: 'id' },
  vehicles: { keyPath: 'id' },
  permissions: { keyPath: 'id' },
  demoUsers: { keyPath: 'id' },
  salesRows: { keyPath: 'id' },
  // product area (DESIGN.md §3)
  companies: { keyPath: 'id' },
  persons: { keyPath: 'id' },
  careerHistories: { keyPath: 'id' },
  processes: { keyPath: 'id' },
  namecards: { keyPath: 'id' },
  groupRoles: { keyPath: 'id' },
  users: { keyPath: 'id' },
  /** Name-card analysis queue, so analysis resumes after a reload. */
  analysisQueue: { keyPath: 'id' },
  /** Uploaded card images (data URLs or blobs), kept apart from the card rows so lists stay small. */
  images: { keyPath: 'id' },
} as const satisfies Record<string, StoreDef>

export type StoreName = keyof typeof STORES

/**
 * Stores the user never writes to (the app-bar search index is derived from the route table):
 * a new fixture version replaces their records, so an update's menu changes reach search too.
 */
export const REFERENCE_STORES: ReadonlySet<StoreName> = new Set<StoreName>(['searchGroups'])

export const SCHEMA_VERSION = 1

/** Data migrations: version -> what to do when upgrading past it (runs inside the upgrade transaction). */
export const MIGRATIONS: Record<number, (tx: IDBTransaction) => void> = {}
