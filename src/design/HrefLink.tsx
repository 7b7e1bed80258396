import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * Whether a click on a link should stay in the app: a plain primary click, no new window or
 * download asked for, and an address of this site (the same rule react-aria's RouterProvider uses).
 */
export function routesInApp(event: MouseEvent<HTMLAnchorElement>): URL | null {
  const anchor = event.currentTarget
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  return url.origin === window.location.origin ? url : null
}

export interface HrefLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
}

/**
 * A native `<a>` for an address given as a string (content-service URLs, the modal entry points
 * `?login=1`/`?signup=1`): addresses of this site navigate through the router instead of
 * reloading the page, others (and modified clicks) are the browser's.
 */
export function HrefLink({ onClick, ...props }: HrefLinkProps) {
  const router = useRouter()
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event)
        const url = routesInApp(event)
        if (!url) return
        event.preventDefault()
        void router.navigate({ href: url.pathname + url.search + url.hash })
      }}
    />
  )
}
