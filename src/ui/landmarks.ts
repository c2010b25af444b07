import { createContext, useContext } from 'react'

/**
 * True inside the default layout's <main>: a page that is usually the whole screen (the error pages)
 * then renders a section, not a second main landmark, and doesn't claim the full window height.
 */
export const InsideMainContext = createContext(false)

export const useInsideMain = () => useContext(InsideMainContext)
