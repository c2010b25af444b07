// Panda recipes for our Ark UI parts; each recipe lives in its own file under ./recipes/.
export const recipes = {}
export const slotRecipes = {}
