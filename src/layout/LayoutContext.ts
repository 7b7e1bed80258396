import { createContext, useContext } from 'react'

/** True below the site layout, whose `main` landmark pages then share instead of adding their own. */
export const LayoutContext = createContext(false)

export function useInsideLayout(): boolean {
  return useContext(LayoutContext)
}
