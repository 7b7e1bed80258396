import { isRedirect } from '@tanstack/react-router'

/** Where a guard sends the visitor: the href of the redirect it throws, or undefined when it lets them through. */
export async function redirectOf(guard: Promise<unknown>): Promise<string | undefined> {
  try {
    await guard
    return undefined
  } catch (error) {
    if (!isRedirect(error)) throw error
    return error.options.href
  }
}
