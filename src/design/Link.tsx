import { forwardRef } from 'react'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components'
import { button, link } from './primitives.css'

interface StyledLinkProps extends Omit<AriaLinkProps, 'className'> {
  /** Renders the link with a button's look; it still navigates like a link. */
  appearance?: 'link' | keyof typeof button
  /** Replaces the appearance's class, for one-off links such as the logo. */
  className?: string
}

const StyledLink = forwardRef<HTMLAnchorElement, StyledLinkProps>(({ appearance = 'link', className, ...props }, ref) => (
  <AriaLink {...props} ref={ref} className={className ?? (appearance === 'link' ? link : button[appearance])} />
))
StyledLink.displayName = 'StyledLink'

const RouterLink = createLink(StyledLink)

/** A router-aware link (typed `to`, params, search) with react-aria focus handling. */
export const Link: LinkComponent<typeof StyledLink> = (props) => <RouterLink preload="intent" {...props} />
