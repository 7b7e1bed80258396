import { campaignsMachine } from '../../machines/campaigns/campaigns.machine'
import { activateOptIn, claimCampaign, consentToCampaign, deactivateOptIn, dismissCampaign, listCampaigns } from '../api/campaigns.actors'
import { claimConflictFlow } from './claimConflict'
import type { Flow } from './useFlow'

/** The campaigns list with the platform calls and the claim conflict's dialog; a claim (or a forfeit for one) reads the wallet again. */
export const campaignsFlow =
  ({ refreshWallet }: { refreshWallet: () => void }): Flow<typeof campaignsMachine> =>
  () =>
    campaignsMachine.provide({
      actors: { listCampaigns, activateOptIn, deactivateOptIn, dismissCampaign, consentToCampaign, claimCampaign, claimConflict: claimConflictFlow },
      actions: { rewardsChanged: () => refreshWallet() },
    })
