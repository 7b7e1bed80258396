import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** A 1×1 PNG: the signature, IHDR, one IDAT row and IEND (a scanned document, as far as the platform can tell). */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The verification team's hand (the development back office), as the signed-in player's. */
export async function backOffice(page: Page, request: APIRequestContext, path: 'request' | 'review', data: Record<string, unknown>): Promise<void> {
  const idToken = await page.evaluate(() => localStorage.getItem('croupier.idToken'))
  const answer = await request.post(`/dev/player/documents/${path}`, { headers: { Authorization: `Bearer ${idToken}` }, data })
  expect(answer.status(), await answer.text()).toBe(204)
}
