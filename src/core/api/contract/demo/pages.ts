import * as v from 'valibot'

export const PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const
export const RECEIVED_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const
export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export type SalesRow = {
  id: number
  product: {
    id: number
    name: string
    slug: string
    brand: string
    category: string
    price: number
    image: string
    hasFreeShipping: boolean
    rating: number
    description: string
  }
  date: string
  buyer: { name: string; avatar: string }
  payment: {
    total: number
    receivedPaymentStatus: (typeof RECEIVED_STATUSES)[number]
    paidAmount: number
    status: (typeof PAYMENT_STATUSES)[number]
  }
}
/** GET /api/pages/datatable: every row unless itemsPerPage is given. */
export type SalesRowsResponse = { salesRows: SalesRow[]; total: number; page: number; itemsPerPage: number }

export type Faq = { question: string; answer: string }
export type FaqGroup = { faqTitle: string; faqIcon: string; faqSubtitle: string; faqs: Faq[] }

/** Help-centre titles may carry a Japanese version (`titleJa`, `subtitleJa`) that Japanese readers see and search. */
export type HelpArticleCard = { slug: string; title: string; titleJa?: string; img: string; subtitle: string; subtitleJa?: string }
export type HelpCenter = {
  allArticles: { title: string; titleJa?: string; icon: string; articles: { title: string; titleJa?: string }[] }[]
  popularArticles: HelpArticleCard[]
  keepLearning: HelpArticleCard[]
}
export type HelpArticle = {
  title: string
  lastUpdated: string
  productContent: string
  checkoutContent: string
  articleList: string[]
  checkoutImg: string
  productImg: string
}

export type ProfileHeader = {
  fullName: string
  location: string
  joiningDate: string
  designation: string
  profileImg: string
  coverImg: string
}

/** The query of GET /api/pages/profile. */
export const ProfileQuerySchema = v.object({
  tab: v.picklist(PROFILE_TABS, 'tab must be profile, teams, projects or connections'),
})

/** PATCH /api/pages/profile/connections: connect to or disconnect from one person (by name), kept. */
export const ProfileConnectionSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('name is required')),
  isConnected: v.boolean('isConnected must be true or false'),
})

export type ProfileConnection = {
  name: string
  designation: string
  avatar: string
  tasks: string
  projects: string
  connections: string
  isConnected: boolean
  chips: { title: string; color: string }[]
}
export type ProfileItem = { property: string; value: string; icon: string }
export type ProfileAbout = {
  about: ProfileItem[]
  contacts: ProfileItem[]
  teams: ProfileItem[]
  overview: ProfileItem[]
  connections: { name: string; avatar: string; connections: string; isFriend: boolean }[]
  teamsTech: { title: string; avatar: string; members: number; chipText: string; chipColor: string }[]
  projectTable: { id: number; name: string; leader: string; date: string; status: number; avatar: string; avatarGroup: string[]; avatarColor: string }[]
}
export type ProfileProjectRow = ProfileAbout['projectTable'][number]
/** GET /api/pages/profile/projects-table. */
export type ProfileProjectRows = { items: ProfileProjectRow[]; total: number }
export type ProfileTeam = {
  title: string
  avatar: string
  description: string
  extraMembers: number
  members: { avatar: string; name: string }[]
  chips: { title: string; color: string }[]
}
export type ProfileProject = {
  title: string
  client: string
  description: string
  avatar: string
  avatarGroup: { avatar: string; name: string }[]
  comments: number
  totalTask: number
  completedTask: number
  tasks: string
  hours: string
  budget: string
  budgetSpent: string
  startDate: string
  deadline: string
  members: string
  chipText: string
  chipColor: string
}
