/** Demo accounts printed at start; more refusal-state accounts arrive with the identity work. */
import type { PaymentMethod } from '../payments/methods.ts'

export interface DemoPlayer {
  email: string
  password: string
  firstName: string
  lastName: string
  phonePrefix: string
  phoneBody: string
  dateOfBirth: string
  countryCode: string
  languageCode: string
  currencyCode: string
  status: string
  kycStatus: string
  /** Deposits the demo wallet starts with, settled through the ledger like any deposit. */
  funding?: { method: PaymentMethod; amountMinor: number; maskedAccount: string }[]
}

/** Both demo players sign in with the published password and are verified players in good standing. */
const inGoodStanding = { password: 'Croupier!2026', status: 'REGISTERED', kycStatus: 'FULLY VERIFIED' } as const

export const demoPlayers: DemoPlayer[] = [
  {
    email: 'demo@croupier.test',
    ...inGoodStanding,
    firstName: 'Dana',
    lastName: 'Demo',
    phonePrefix: '+47',
    phoneBody: '41234567',
    dateOfBirth: '1990-04-12',
    countryCode: 'NO',
    languageCode: 'en',
    currencyCode: 'NOK',
    funding: [
      { method: 'CREDITCARD', amountMinor: 150_000, maskedAccount: '**** 4242' },
      { method: 'SKRILL', amountMinor: 50_000, maskedAccount: '**** 7311' },
    ],
  },
  {
    email: 'demo.fi@croupier.test',
    ...inGoodStanding,
    firstName: 'Aino',
    lastName: 'Virtanen',
    phonePrefix: '+358',
    phoneBody: '401234567',
    dateOfBirth: '1988-09-30',
    countryCode: 'FI',
    languageCode: 'fi',
    currencyCode: 'EUR',
    funding: [
      { method: 'TRUSTLY', amountMinor: 25_000, maskedAccount: '**** 0571' },
      { method: 'CREDITCARD', amountMinor: 10_000, maskedAccount: '**** 4242' },
    ],
  },
]

/** Every permission on: the demo players are ordinary players in good standing. */
export const defaultFlags = {
  payout: true,
  casino: true,
  liveCasino: true,
  sports: true,
  virtualSports: true,
  bonuses: true,
  deposit: true,
  withdrawal: true,
  isWithdrawalReview: false,
  crypto: false,
  affiliateReg: false,
  volt: false,
  macropay: false,
  manualClaimAllowed: true,
  riskPayout: false,
  multibrandSuspended: false,
}
