/**
 * Money's part of the demo seed: the demo players' wallets, funded by deposits that settle through
 * the ledger exactly as a provider's callback would settle them (no balance is ever written
 * directly). Idempotent: a demo deposit is recognised by its provider reference, so a restart
 * funds nobody twice. The payment methods are reference data, seeded with or without demo players
 * (server/seed/seed.ts).
 */
import type { Db } from '../db/database.ts'
import { demoPlayers } from '../seed/demo-players.ts'
import { settleDeposit } from './deposits.ts'

export async function seedDemoWallets(tx: Db): Promise<void> {
  for (const demo of demoPlayers) {
    const player = await tx.one<{ id: string; currency_code: string }>('select id, currency_code from players where email = $1', [demo.email])
    if (!player) continue
    for (const [n, deposit] of (demo.funding ?? []).entries()) {
      const created = await tx.one<{ id: string }>(
        `insert into deposits (player_id, method, amount_minor, currency, status, psp_reference)
         values ($1, $2, $3, $4, 'PENDING', $5) on conflict (psp_reference) do nothing returning id`,
        [player.id, deposit.method, deposit.amountMinor, player.currency_code, `seed-${demo.email}-${n + 1}`],
      )
      if (created) await settleDeposit(tx, { depositId: created.id, status: 'SETTLED', maskedAccount: deposit.maskedAccount })
    }
  }
}
