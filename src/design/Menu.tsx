import type { ReactNode } from 'react'
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  type Key,
  type MenuItemProps,
} from 'react-aria-components'
import { Button, type ButtonProps } from './Button'
import { menu, menuItem, menuSection, menuSectionHeader, popover } from './primitives.css'

export interface MenuButtonProps {
  label: ReactNode
  /** Accessible name when the visible label alone is ambiguous. */
  'aria-label'?: string
  variant?: ButtonProps['variant']
  onAction: (key: Key) => void
  children: ReactNode
  /** Open as it mounts (a placeholder trigger was pressed while this code loaded). */
  defaultOpen?: boolean
  /** Take focus as it mounts (it replaces a placeholder trigger that had focus). */
  autoFocus?: boolean
}

/** A button that opens a keyboard-navigable menu in a popover. */
export function MenuButton({ label, variant = 'secondary', onAction, children, defaultOpen, autoFocus, ...rest }: MenuButtonProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant={variant} aria-label={rest['aria-label']} autoFocus={autoFocus}>
        {label}
      </Button>
      <Popover className={popover} placement="bottom end">
        <AriaMenu className={menu} onAction={onAction}>
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  )
}

export function MenuSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <AriaMenuSection className={menuSection}>
      <Header className={menuSectionHeader}>{title}</Header>
      {children}
    </AriaMenuSection>
  )
}

export function MenuItem(props: Omit<MenuItemProps, 'className'>) {
  return <AriaMenuItem {...props} className={menuItem} />
}
