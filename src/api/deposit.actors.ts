/**
 * Call actors of the cashier's deposit: the eligibility check, the limit notice and the method
 * list (together, as the machine's one check), opening a deposit, and reading one back after the
 * provider's return. Each rejects with an ApiCallError on a refusal.
 */
import { fromPromise } from 'xstate'
import type { CashierCheck, CreateDepositRequest, Deposit } from '../../machines/deposit/deposit.machine'
import { isDepositBonus } from '../../machines/rewards/rewards.machine'
import { activeCatalog } from '../i18n/sourceCatalog'
import { api } from './client'
import { unwrap } from './errors'
import { stationCheck } from './station'

export const checkCashier = fromPromise<CashierCheck, void>(async ({ signal }) => {
  const station = await stationCheck(signal)
  const [eligibility, limit, methods, bonuses] = await Promise.all([
    api.POST('/api/v1/player/wallet/deposit/request', { body: station, signal }).then(unwrap),
    api.POST('/api/v1/player/wallet/deposit/limit_check', { signal }).then(unwrap),
    api.GET('/api/v1/player/wallet/deposit_methods', { signal }).then(unwrap),
    depositBonuses(signal),
  ])
  return { eligibility, limit, methods, bonuses }
})

/**
 * The deposit bonuses on offer, in the interface's language. A deposit never waits on them: if they cannot be read, the cashier
 * offers none (a 401 still ends the session, as every call's does).
 */
async function depositBonuses(signal: AbortSignal) {
  try {
    const offers = unwrap(
      await api.GET('/api/v2/bonus/rewards-by-language/{language}', {
        params: { path: { language: activeCatalog() }, query: { rewardsType: 'ELIGIBLE', hasBonusCode: false } },
        signal,
      }),
    )
    return offers.filter(isDepositBonus)
  } catch (error) {
    if (signal.aborted) throw error
    return []
  }
}

/**
 * POST /player/wallet/deposits with a fresh Idempotency-Key per submit: a retry the browser makes
 * of the same request (the fetch layer, a proxy) opens no second payment.
 */
export const createDeposit = fromPromise<Deposit, CreateDepositRequest>(async ({ input, signal }) =>
  unwrap(
    await api.POST('/api/v1/player/wallet/deposits', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: input,
      signal,
    }),
  ),
)

export const readDeposit = fromPromise<Deposit, { depositId: string }>(async ({ input, signal }) =>
  unwrap(await api.GET('/api/v1/player/wallet/deposits/{depositId}', { params: { path: { depositId: input.depositId } }, signal })),
)
