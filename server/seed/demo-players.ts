/** Demo accounts printed at start; more refusal-state accounts arrive with the identity work. */
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
}

export const demoPlayers: DemoPlayer[] = [
  {
    email: 'demo@croupier.test',
    password: 'Croupier!2026',
    firstName: 'Dana',
    lastName: 'Demo',
    phonePrefix: '+47',
    phoneBody: '41234567',
    dateOfBirth: '1990-04-12',
    countryCode: 'NO',
    languageCode: 'en',
    currencyCode: 'NOK',
    status: 'REGISTERED',
    kycStatus: 'FULLY VERIFIED',
  },
  {
    email: 'demo.fi@croupier.test',
    password: 'Croupier!2026',
    firstName: 'Aino',
    lastName: 'Virtanen',
    phonePrefix: '+358',
    phoneBody: '401234567',
    dateOfBirth: '1988-09-30',
    countryCode: 'FI',
    languageCode: 'fi',
    currencyCode: 'EUR',
    status: 'REGISTERED',
    kycStatus: 'FULLY VERIFIED',
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
