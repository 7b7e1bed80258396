import { forwardRef } from 'react'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components'
import { button, link } from './primitives.css'

const appearances = { link, plain: undefined, ...button }

interface StyledLinkProps extends Omit<AriaLinkProps, 'className'> {
  /** `link` is underlined text, `plain` leaves all styling to `className`; button names give a button's look. */
  appearance?: keyof typeof appearances
  className?: string
}

const StyledLink = forwardRef<HTMLAnchorElement, StyledLinkProps>(({ appearance = 'link', className, ...props }, ref) => (
  <AriaLink {...props} ref={ref} className={[appearances[appearance], className].filter(Boolean).join(' ')} />
))
StyledLink.displayName = 'StyledLink'

const RouterLink = createLink(StyledLink)

/** A router-aware link (typed `to`, params, search) with react-aria focus handling. */
export const Link: LinkComponent<typeof StyledLink> = (props) => <RouterLink preload="intent" {...props} />
