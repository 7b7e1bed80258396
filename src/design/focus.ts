/**
 * Where focus goes after the page changed under it: a button disabled while its call ran, or a form
 * replaced by what followed, drops focus to the page's start, and the player's place with it.
 */

/** Whether focus has fallen to the page's start: nothing focused, <body>, or an element gone from the page. */
export function focusIsLost(doc: Document = document): boolean {
  const active = doc.activeElement
  return active === null || active === doc.body || !active.isConnected
}

/** Focuses the first field of `form` marked invalid (aria-invalid), and says whether there was one. */
export function focusFirstInvalid(form: ParentNode | null | undefined): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  field?.focus()
  return field != null
}
