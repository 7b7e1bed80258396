import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { RouterProvider } from 'react-aria-components'

/**
 * Lets react-aria links and menu items that carry an `href` (content-service URLs, the
 * sign-up and login entry points) navigate through the router instead of reloading the page.
 * Used inside the dialogs (design/Dialog's Modal) only: pages and the layout use native links
 * (design/Link, design/HrefLink), keeping react-aria out of the first page's chunk.
 */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const router = useRouter()
  return (
    <RouterProvider navigate={(href) => void router.navigate({ href })}>{children}</RouterProvider>
  )
}
