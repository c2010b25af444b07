import { msg } from '@lingui/core/macro'
import { SHOP_MESSAGES as M } from '@/core/api/contract/demo/shop-settings'
import { registerValidationMessages } from '@/ui/forms'

// The shop settings' rules speak English in the contract (the worker sends the same words in its
// 400s); the page shows them in the user's language.
registerValidationMessages({
  [M.slug]: msg`Use 3 to 40 lower-case letters, digits or hyphens`,
  [M.invoiceNumber]: msg`Enter T followed by 13 digits`,
  [M.affix]: msg`Use up to 6 capital letters, digits or hyphens`,
  [M.oneMethod]: msg`Keep at least one payment method on`,
  [M.money]: msg`Enter an amount of 0 or more`,
  [M.rangeOrder]: msg`The upper limit must be above the lower one`,
  [M.oneDefault]: msg`Choose exactly one default location`,
  [M.oneLocation]: msg`Keep at least one location`,
})
