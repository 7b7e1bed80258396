/**
 * Call actors of the cashback flow: the progress of a campaign's cashback or of the loyalty
 * cashback (no campaign), activation and deactivation of a campaign, and a claim.
 */
import { fromPromise } from 'xstate'
import type { CashbackClaim, CashbackProgress, CashbackTarget } from '../../machines/cashback/cashback.machine'
import { activeCatalog } from '../i18n/sourceCatalog'
import { $api, api } from './client'
import { unwrap } from './errors'

export const loadCashback = fromPromise<CashbackProgress, CashbackTarget>(async ({ input, signal }) =>
  input.campaignId === null
    ? unwrap(await api.GET('/api/v1/bonus/loyalty/cashback/progress', { signal }))
    : unwrap(await api.GET('/api/v1/bonus/cashback/{campaignId}/progress', { params: { path: { campaignId: input.campaignId } }, signal })),
)

export const activateCashback = fromPromise<CashbackProgress, { campaignId: string }>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/cashback/{campaignId}/activate', { params: { path: { campaignId: input.campaignId } }, signal })),
)

export const deactivateCashback = fromPromise<CashbackProgress, { campaignId: string }>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/cashback/{campaignId}/deactivate', { params: { path: { campaignId: input.campaignId } }, signal })),
)

export const claimCashback = fromPromise<CashbackClaim, CashbackTarget>(async ({ input, signal }) =>
  input.campaignId === null
    ? unwrap(await api.POST('/api/v1/bonus/loyalty/cashback/claim', { signal }))
    : unwrap(await api.POST('/api/v1/bonus/cashback/{campaignId}/claim', { params: { path: { campaignId: input.campaignId } }, signal })),
)

/**
 * The cashback campaigns the player can take part in (the rewards page's cards), with the texts of
 * the active catalog, read fresh on every visit.
 */
export function cashbackCampaignsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/bonus/cashback-by-language/{language}', { params: { path: { language: activeCatalog() } } }, { staleTime: 0, retry: false })
}
