import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { backOffice, onePixelPng } from './documents-helpers'
import { logIn, newPlayer, screenshot } from './session-helpers'

/**
 * Verification documents through the real UI against the platform: the verification team (the
 * development back office) asks a new player (New Zealand) for proof of identity; the player is
 * sent from the withdrawal page to the verification page, has a text file refused at the field,
 * uploads a PNG and sees it under review; the team rejects it and the page says why; the player
 * then has the identity checked online at the provider's sandbox instead, and it is verified.
 */

test('a player asked for proof of identity uploads it, sees it under review, then reads why it was rejected', async ({ page, request }) => {
  test.setTimeout(60_000)
  const player = await newPlayer(request)
  await logIn(page, player.email, player.password, '/en-NZ/login')
  await backOffice(page, request, 'request', { documentTypes: ['PROOF_OF_ID'] })

  // The withdrawal page says documents are needed and leads to the verification page.
  await page.goto('/en-NZ/my-account/banking/withdraw')
  await expect(page.getByTestId('withdrawal-refused')).toHaveText('Verify your identity before you withdraw: upload your documents under My account, Verification.')
  await page.getByRole('link', { name: 'Go to your verification documents' }).click()
  await expect(page).toHaveURL(/\/en-NZ\/my-account\/verification$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Verification documents' })).toBeVisible()

  // The requested kind comes first, in plain words; the others are not needed now.
  await expect(page.getByRole('listitem').first().getByRole('heading', { level: 2 })).toHaveText('Proof of identity')
  await expect(page.getByTestId('document-PROOF_OF_ID-status')).toHaveText('Requested: please upload it')
  await expect(page.getByTestId('document-PROOF_OF_ADDRESS-status')).toHaveText('Not needed at the moment')

  // A text file is refused at the field before anything is sent.
  const field = page.getByLabel('Upload Proof of identity')
  await field.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') })
  await expect(page.getByTestId('document-PROOF_OF_ID').getByRole('alert')).toHaveText('Choose a JPEG, PNG or PDF file.')
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  // A PNG goes through: received, and the kind is under review.
  await field.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: onePixelPng })
  await expect(page.getByTestId('document-PROOF_OF_ID').getByRole('status')).toHaveText('Received. Your file is under review; we will tell you the result here.')
  await expect(page.getByTestId('document-PROOF_OF_ID-status')).toHaveText('Under review')
  await expect(page.getByLabel('Upload Proof of identity')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'verification-under-review')

  // The withdrawal check now reads the review; the platform agrees on the way back, which the
  // spec's other address for the page (under account details) also leads to.
  await page.goto('/en-NZ/my-account/banking/withdraw')
  await expect(page.getByTestId('withdrawal-refused')).toHaveText('Your documents are being reviewed; you can withdraw as soon as they are approved.')
  await page.goto('/en-NZ/my-account/account/verification')
  await expect(page).toHaveURL(/\/en-NZ\/my-account\/verification$/)
  await expect(page.getByTestId('document-PROOF_OF_ID-status')).toHaveText('Under review')

  // The verification team rejects the file; the page says why and asks for a new one.
  await backOffice(page, request, 'review', { documentType: 'PROOF_OF_ID', decision: 'REJECTED', rejectionReason: 'BAD_QUALITY' })
  await page.setViewportSize({ width: 360, height: 800 })
  await page.reload()
  await expect(page.getByTestId('document-PROOF_OF_ID-status')).toHaveText('Requested: please upload it')
  await expect(page.getByTestId('document-PROOF_OF_ID-rejection')).toHaveText(
    'Your last file was not accepted. The picture was too blurred or dark to read. Please upload a new one.',
  )
  await expect(page.getByLabel('Upload Proof of identity')).toBeVisible()
  // Nothing wider than the phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'verification-rejected-360')

  // Instead of another file, the player has the identity checked online: the provider's (sandbox)
  // page approves it and sends the player back, where the kind is verified.
  await page.getByRole('button', { name: 'Verify my identity online instead' }).click()
  await expect(page).toHaveURL(/\/sandbox\/identity\//)
  await page.getByRole('button', { name: 'Approve the check' }).click()
  await expect(page).toHaveURL(/\/en-NZ\/my-account\/verification$/)
  await expect(page.getByTestId('document-PROOF_OF_ID-status')).toHaveText('Verified')
  await expect(page.getByTestId('document-PROOF_OF_ID-rejection')).toHaveCount(0)
})
