import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { button, link } from './primitives.css'

const appearances = { link, plain: undefined, ...button }

interface StyledLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** `link` is underlined text, `plain` leaves all styling to `className`; button names give a button's look. */
  appearance?: keyof typeof appearances
}

/** A native anchor: keyboard and focus are the browser's (`:focus-visible` draws the ring). */
const StyledLink = forwardRef<HTMLAnchorElement, StyledLinkProps>(({ appearance = 'link', className, ...props }, ref) => (
  <a {...props} ref={ref} className={[appearances[appearance], className].filter(Boolean).join(' ') || undefined} />
))
StyledLink.displayName = 'StyledLink'

const RouterLink = createLink(StyledLink)

/**
 * A router-aware link (typed `to`, params, search) on a native `<a>`: no react-aria here, so the
 * header, footer and error pages keep react-aria's code out of the first page's chunk.
 */
export const Link: LinkComponent<typeof StyledLink> = (props) => <RouterLink preload="intent" {...props} />
