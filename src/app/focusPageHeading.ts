import { focusIsLost } from '../design/focus'

/**
 * After a flow opens a page (login lands, a sign-up or reset ends), focus goes to the new page's
 * heading, so a screen reader announces where the player now is and the keyboard continues from
 * the top of it — instead of staying on <body> once the dialog and the button that opened it are
 * gone. The new page may still be loading (its locale, its content): the heading is awaited for a
 * few seconds, and so is the end of the closing dialog's exit. A dialog that stays open (the new
 * page's `?login=1`) keeps the focus it takes itself, and so does anything the player focused meanwhile.
 */
export function focusPageHeading(doc: Document = document, timeoutMs = 5000): void {
  const started = performance.now()
  const attempt = () => {
    const retry = () => performance.now() - started < timeoutMs && requestAnimationFrame(attempt)
    // The dialog that ran the flow may still be closing; one that stays open keeps the focus.
    if (doc.querySelector('[role="dialog"], [role="alertdialog"]')) return void retry()
    if (!focusIsLost(doc)) return
    const heading = doc.querySelector<HTMLElement>('main h1')
    if (!heading) return void retry()
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus()
  }
  requestAnimationFrame(attempt)
}
