import { mayCheckAsOffice, mayCheckAsSales, mayDeleteProcess } from '@/core/api/contract/access-policy'
import { userData } from '@/core/session/session'

// Who may do what on the process screens: the shared policy the demo server enforces too (403).
const perms = () => userData.value?.permissions
export const canDeleteProcess = () => mayDeleteProcess(perms())
export const canCheckAsOffice = () => mayCheckAsOffice(perms())
export const canCheckAsSales = () => mayCheckAsSales(perms())
