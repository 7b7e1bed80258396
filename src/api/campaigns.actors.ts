/**
 * Call actors of the campaigns flow: the campaigns (a player's with their standing; the client
 * sends the player's tokens when there are any) in the interface's language, opt-in and opt-out,
 * dismiss, consent (agree claims, decline is kept) and the claim after a forfeit.
 */
import { fromPromise } from 'xstate'
import type { Campaign, ConsentRequest } from '../../machines/campaigns/campaigns.machine'
import type { Reward } from '../../machines/rewards/rewards.machine'
import { activeCatalog } from '../i18n/sourceCatalog'
import { api } from './client'
import { unwrap } from './errors'

/** The campaigns with the texts of the active catalog (the operator's own where it has none). */
export const listCampaigns = fromPromise<readonly Campaign[], void>(async ({ signal }) => {
  return unwrap(await api.GET('/api/v1/bonus/campaigns-by-language/{language}', { params: { path: { language: activeCatalog() } }, signal }))
})

const byId = { params: (campaignId: string) => ({ path: { id: campaignId } }) }

export const activateOptIn = fromPromise<Reward, { campaignId: string }>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/optIn/{id}/activate', { params: byId.params(input.campaignId), signal })),
)

export const deactivateOptIn = fromPromise<Reward, { campaignId: string }>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/optIn/{id}/deactivate', { params: byId.params(input.campaignId), signal })),
)

export const dismissCampaign = fromPromise<Reward, { campaignId: string }>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/campaigns/{campaignId}/{action}', { params: { path: { campaignId: input.campaignId, action: 'dismiss' } }, signal })),
)

export const consentToCampaign = fromPromise<Reward, ConsentRequest>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/campaigns/consent', { body: input, signal })),
)

export const claimCampaign = fromPromise<Reward, { campaignId: string }>(async ({ input, signal }) =>
  unwrap(await api.POST('/api/v1/bonus/campaigns/{campaignId}/claim', { params: { path: { campaignId: input.campaignId } }, signal })),
)
