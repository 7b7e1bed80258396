import { bonusCodeMachine } from '../../machines/bonusCode/bonusCode.machine'
import { checkAvailability, claimBonusCode, validateBonusCode } from '../api/bonusCode.actors'
import type { Flow } from './useFlow'

/** The bonus-code page with the platform calls; a claimed bonus reads the wallet again. */
export const bonusCodeFlow =
  ({ refreshWallet }: { refreshWallet: () => void }): Flow<typeof bonusCodeMachine> =>
  () =>
    bonusCodeMachine.provide({ actors: { checkAvailability, validateBonusCode, claimBonusCode }, actions: { bonusClaimed: () => refreshWallet() } })
