import type { Schemas } from '../shared/contract'

export type WalletBalance = Schemas['WalletBalance']

/**
 * The wallet as the player reads it (spec 000 §3 Wallet): integer minor units, summed per kind.
 * Sports bonus includes free bets and casino bonus free spins, so the total is every entry once.
 */
export interface Balances {
  currency: string
  mainMinor: number
  lockedMinor: number
  sportsBonusMinor: number
  casinoBonusMinor: number
  liveCasinoBonusMinor: number
  totalMinor: number
}

type Vertical = Schemas['BonusVertical']
type BonusField = 'sportsBonusMinor' | 'casinoBonusMinor' | 'liveCasinoBonusMinor'

/** Where each bonus vertical is counted: the spec shows three bonus balances, the contract has five verticals. */
const bonusFieldByVertical: Readonly<Record<Vertical, BonusField>> = {
  SPORTS: 'sportsBonusMinor',
  FREE_BET: 'sportsBonusMinor',
  CASINO: 'casinoBonusMinor',
  FREE_SPINS: 'casinoBonusMinor',
  LIVE_CASINO: 'liveCasinoBonusMinor',
}

const cashOf = (entries: readonly Schemas['BalanceEntry'][]) =>
  entries.reduce((sum, entry) => sum + ('cashMinor' in entry ? entry.cashMinor : 0), 0)

/** Sums a balance map (the same in getWallet and the WALLET_BALANCE message) into the wallet's figures. */
export function balancesOf(wallet: WalletBalance): Balances {
  const balances: Balances = {
    currency: wallet.currency,
    mainMinor: cashOf(wallet.balanceMap.MAIN),
    lockedMinor: cashOf(wallet.balanceMap.LOCKED),
    sportsBonusMinor: 0,
    casinoBonusMinor: 0,
    liveCasinoBonusMinor: 0,
    totalMinor: 0,
  }
  for (const entry of wallet.balanceMap.BONUS) {
    if ('bonusMinor' in entry) balances[bonusFieldByVertical[entry.vertical]] += entry.bonusMinor
  }
  balances.totalMinor =
    balances.mainMinor + balances.lockedMinor + balances.sportsBonusMinor + balances.casinoBonusMinor + balances.liveCasinoBonusMinor
  return balances
}
