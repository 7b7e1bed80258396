import type { ButtonHTMLAttributes } from 'react'
import { button } from './primitives.css'

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  variant?: keyof typeof button
  /** Added to the variant's class (a layout tweak, never a new look). */
  className?: string
  type?: 'button' | 'submit'
}

/**
 * A native button with the design's look, for pages on the first chunk (header, error pages):
 * keyboard, `disabled` and `:focus-visible` are the browser's, so react-aria's code is not needed.
 * Forms in dialogs keep `Button` (react-aria).
 */
export function PlainButton({ variant = 'primary', type = 'button', className, ...props }: PlainButtonProps) {
  return <button {...props} type={type} className={className ? `${button[variant]} ${className}` : button[variant]} />
}
