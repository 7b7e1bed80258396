/** The contract's WalletBalance (getWallet and the WALLET_BALANCE message) from the ledger's projections. */
import type { Db } from '../db/database.ts'
import type { components } from '../http/contract-types.ts'
import { playerBalances, type PlayerAccountKind } from '../ledger/ledger.ts'

type Schemas = components['schemas']
export type WalletBalance = Schemas['WalletBalance']

const bonusVertical: Partial<Record<PlayerAccountKind, Schemas['BonusVertical']>> = {
  BONUS_SPORTS: 'SPORTS',
  BONUS_CASINO: 'CASINO',
  BONUS_LIVE_CASINO: 'LIVE_CASINO',
}

/** Null while the player has no wallet (no money has moved yet): getWallet's 404. */
export async function walletBalance(db: Db, playerId: string): Promise<WalletBalance | null> {
  const found = await playerBalances(db, playerId)
  if (!found) return null
  const { currency, balances } = found
  return {
    currency,
    balanceMap: {
      MAIN: [{ cashMinor: balances.MAIN, currency }],
      LOCKED: [{ cashMinor: balances.LOCKED, currency }],
      BONUS: (Object.keys(bonusVertical) as PlayerAccountKind[]).map((kind) => ({ bonusMinor: balances[kind], vertical: bonusVertical[kind]!, currency })),
    },
  }
}
