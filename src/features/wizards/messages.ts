import { msg } from '@lingui/core/macro'
import { WIZARD_MESSAGES as M } from '@/core/api/contract/demo/wizards'
import { registerValidationMessages } from '@/ui/forms'

// The wizards' rules speak English in the contract (the worker sends the same words in its 400s);
// the pages show them in the user's language.
registerValidationMessages({
  [M.cartEmpty]: msg`Add at least one product to the cart`,
  [M.quantity]: msg`Choose a quantity from 1 to 10`,
  [M.card]: msg`Enter a valid card number`,
  [M.expiry]: msg`Enter a future expiry date as MM/YY`,
  [M.cvv]: msg`Enter the 3 or 4 digits on the back of the card`,
  [M.percent]: msg`A percentage discount is from 1 to 90`,
  [M.amount]: msg`Enter an amount of 1 or more`,
  [M.code]: msg`Use 4 to 16 capital letters, digits or hyphens`,
  [M.choose]: msg`Choose one option`,
  [M.chooseSome]: msg`Choose at least one`,
  [M.endBeforeStart]: msg`The end date cannot be before the start date`,
  [M.confirm]: msg`Tick the box to confirm`,
  [M.wholeNumber]: msg`Enter a whole number of 0 or more`,
  [M.floorAboveTotal]: msg`The floor cannot be above the number of floors`,
  [M.area]: msg`Enter an area from 5 to 100,000 m²`,
  [M.carpetArea]: msg`The floor area cannot be larger than the total area`,
  [M.price]: msg`Enter a price of 1 yen or more`,
  [M.username]: msg`Use 3 to 20 letters, numbers, dots or underscores`,
})
