import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { button } from './primitives.css'

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: keyof typeof button
}

/** A react-aria button: press events, keyboard and a focus ring only for keyboard focus. */
export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <AriaButton {...props} className={button[variant]} />
}
