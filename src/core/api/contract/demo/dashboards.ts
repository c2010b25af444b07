import type { SalesRow } from './pages'
import type { Order } from './ecommerce'
import type { Invoice } from './invoice'
import type { DemoUser } from './users'

/**
 * GET /api/dashboards/:board/:card — one dashboard card's figures, computed by the demo server
 * from its stores (sales rows, users, orders …), so each card loads, fails and refreshes alone.
 */
export const DASHBOARD_BOARDS = ['analytics', 'academy', 'logistics', 'ecommerce', 'crm'] as const
export type DashboardBoard = (typeof DASHBOARD_BOARDS)[number]

/** A figure with its change against the previous period, in percent (null when there is none). */
export type Kpi = { value: number; trend: number | null }

/** Month keys are `YYYY-MM`; the client formats them with Intl in the user's language. */
export type MonthPoint = { month: string; value: number }
export type Share = { label: string; value: number }

export type AnalyticsCards = {
  /** Revenue, sales count, average sale and distinct buyers: the last month of data against the month before. */
  kpis: { revenue: Kpi; sales: Kpi; averageSale: Kpi; buyers: Kpi; lastMonth: string }
  /** Monthly revenue and the part of it actually received. */
  revenue: { months: { month: string; revenue: number; received: number }[] }
  categories: { shares: Share[] }
  /** Sales per payment state (Fully Paid, Partially Paid, Unpaid). */
  payments: { shares: Share[] }
  /** Received / billed over every sale, 0–100. */
  collection: { percent: number; received: number; billed: number }
  /** The best-selling products by revenue, with their share of all revenue in percent. */
  topProducts: { rows: { name: string; brand: string; revenue: number; percent: number }[] }
  recentSales: { rows: SalesRow[] }
}
export type AnalyticsCard = keyof AnalyticsCards
export const ANALYTICS_CARDS = ['kpis', 'revenue', 'categories', 'payments', 'collection', 'topProducts', 'recentSales'] as const satisfies readonly AnalyticsCard[]

export type AcademyCards = {
  /** The learner's catalogue at a glance (spec §4: completed when completedTasks = totalTasks). */
  summary: { courses: number; completed: number; inProgress: number; notStarted: number; tasksDone: number; tasksTotal: number; learners: number }
  /** Interest per topic (tag): learners enrolled and courses offered. */
  topics: { rows: { tag: string; learners: number; courses: number }[] }
  /** Tutors with the most learners. */
  tutors: { rows: { name: string; avatar: string; courses: number; learners: number; rating: number }[] }
}
export const ACADEMY_CARDS = ['summary', 'topics', 'tutors'] as const satisfies readonly (keyof AcademyCards)[]

export type LogisticsCards = {
  /** Vehicles by state of their route: waiting (0 %), on the way, delivered (100 %), and how many report a warning. */
  overview: { total: number; waiting: number; onRoute: number; delivered: number; withWarnings: number; averageProgress: number }
  /** Vehicles per warning (the five values of the contract, "No Warnings" included). */
  warnings: { shares: Share[] }
  /** Deliveries by type: within one country, or across borders. */
  routeTypes: { domestic: number; international: number }
  /** Deliveries per destination country, most first. */
  countries: { shares: Share[] }
  /** How far the routes are: vehicles per quarter of progress. */
  performance: { buckets: { from: number; to: number; vehicles: number }[] }
}

export type EcommerceCards = {
  /** Orders, order revenue, average order and distinct customers: the last month of orders against the month before. */
  kpis: { orders: Kpi; revenue: Kpi; averageOrder: Kpi; customers: Kpi; lastMonth: string }
  /** Orders and their revenue per month. */
  orders: { months: { month: string; orders: number; revenue: number }[] }
  /** Orders per delivery state (the four values of the contract). */
  statuses: { shares: Share[] }
  /** Catalogue: products per category, and how many of them are in stock. */
  stock: { rows: { category: string; products: number; inStock: number }[]; inStock: number; total: number }
  /** Customers who spent the most, with their country and order count. */
  topCustomers: { rows: { name: string; avatar: string; country: string; orders: number; spent: number }[] }
  recentOrders: { rows: Order[] }
}
export const ECOMMERCE_CARDS = ['kpis', 'orders', 'statuses', 'stock', 'topCustomers', 'recentOrders'] as const satisfies readonly (keyof EcommerceCards)[]

/** One thing that happened with a client: an invoice issued or an order placed (newest first). */
export type CrmActivity =
  | { kind: 'invoice'; id: number; date: string; who: string; amount: number; status: Invoice['invoiceStatus'] }
  | { kind: 'order'; id: number; date: string; who: string; amount: number; status: Order['status'] }

export type CrmCards = {
  /**
   * Invoiced and collected amounts of the last month of invoices against the month before; the
   * open balance and members over all records (no trend: they have no period).
   */
  kpis: { invoiced: Kpi; collected: Kpi; outstanding: { value: number; invoices: number; pastDue: number }; members: { active: number; total: number }; lastMonth: string }
  /** Per month of issue: the invoiced total and the part already paid (total minus the open balance). */
  invoicing: { months: { month: string; invoiced: number; collected: number }[] }
  /** Invoices per state (the six values of the contract). */
  statuses: { shares: Share[] }
  /** Paid / invoiced over every invoice, 0–100. */
  collection: { percent: number; collected: number; invoiced: number }
  /** Customers' spending per country, most first, with a flag picture and the share of all spending in percent. */
  countries: { rows: { country: string; code: string; flag: string; customers: number; spent: number; percent: number }[] }
  /** Members per plan (contract order), split by status. */
  plans: { rows: { plan: DemoUser['currentPlan']; active: number; pending: number; inactive: number }[] }
  /** The six newest invoices. */
  recentInvoices: { rows: Invoice[] }
  /** The six newest members (highest id first). */
  members: { rows: DemoUser[] }
  /** The three newest invoices and the three newest orders, merged newest first. */
  activity: { items: CrmActivity[] }
}
export const CRM_CARDS = ['kpis', 'invoicing', 'statuses', 'collection', 'countries', 'plans', 'recentInvoices', 'members', 'activity'] as const satisfies readonly (keyof CrmCards)[]
