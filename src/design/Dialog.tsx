import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components'
import { useLingui } from '@lingui/react/macro'
import { Button } from './Button'
import { AriaRouterBridge } from '../app/AriaRouterBridge'
import { dialog, dialogHeader, modal, overlay } from './primitives.css'

export interface ModalProps {
  title: ReactNode
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Modals that demand an answer (accept terms, reality check) cannot be dismissed by Escape or outside click. */
  isDismissable?: boolean
  /** `alertdialog` for a modal that interrupts the player and demands an answer (reality check). */
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
}

/** A modal dialog: focus is trapped, restored on close, and the page behind is inert. */
export function Modal({ title, isOpen, onOpenChange, isDismissable = true, role = 'dialog', children }: ModalProps) {
  const { t } = useLingui()
  return (
    <ModalOverlay
      className={overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={modal}>
        <AriaDialog className={dialog} role={role}>
          <div className={dialogHeader}>
            <Heading slot="title">{title}</Heading>
            {isDismissable && (
              <Button variant="quiet" slot="close" aria-label={t`Close`}>
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          <AriaRouterBridge>{children}</AriaRouterBridge>
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  )
}
