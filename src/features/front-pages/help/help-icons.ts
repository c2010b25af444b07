import { IconFileCertificate, IconHelpCircle, IconLayoutGrid, IconLock, IconShoppingCart, IconUserCircle } from '@tabler/icons-react'

/** The help centre's category icons (Tabler names in the data). */
export const HELP_ICONS: Record<string, typeof IconHelpCircle> = {
  'shopping-cart': IconShoppingCart,
  'help-circle': IconHelpCircle,
  'file-certificate': IconFileCertificate,
  'layout-grid': IconLayoutGrid,
  lock: IconLock,
  'user-circle': IconUserCircle,
}
