// Panda recipes for our Ark UI parts and native controls; each recipe lives in its own file under ./recipes/.
import { avatarRecipe } from './recipes/avatar'
import { badgeRecipe } from './recipes/badge'
import { buttonRecipe } from './recipes/button'
import { cardRecipe } from './recipes/card'
import { checkboxRecipe, choiceLabelRecipe, radioRecipe, switchRecipe } from './recipes/choice'
import { dialogRecipe } from './recipes/dialog'
import { skeletonRecipe, spinnerRecipe } from './recipes/feedback'
import { menuRecipe, popoverRecipe, tooltipRecipe } from './recipes/floating'
import { inputRecipe } from './recipes/input'
import { tabsRecipe } from './recipes/tabs'
import { toastRecipe } from './recipes/toast'

export const recipes = {
  button: buttonRecipe,
  badge: badgeRecipe,
  input: inputRecipe,
  checkbox: checkboxRecipe,
  radio: radioRecipe,
  switchControl: switchRecipe,
  choiceLabel: choiceLabelRecipe,
  spinner: spinnerRecipe,
  skeleton: skeletonRecipe,
}

export const slotRecipes = {
  card: cardRecipe,
  avatar: avatarRecipe,
  dialog: dialogRecipe,
  menu: menuRecipe,
  popover: popoverRecipe,
  tooltip: tooltipRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
}
