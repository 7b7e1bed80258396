import { campaignsMachine } from '../../machines/campaigns/campaigns.machine'
import { activateOptIn, claimCampaign, consentToCampaign, deactivateOptIn, dismissCampaign, listCampaigns } from '../api/campaigns.actors'
import { forfeitReward } from '../api/rewards.actors'
import type { Flow } from './useFlow'

/** The campaigns list with the platform calls; a claim (or a forfeit for one) reads the wallet again. */
export const campaignsFlow =
  ({ refreshWallet }: { refreshWallet: () => void }): Flow<typeof campaignsMachine> =>
  () =>
    campaignsMachine.provide({
      actors: { listCampaigns, activateOptIn, deactivateOptIn, dismissCampaign, consentToCampaign, claimCampaign, forfeitReward },
      actions: { rewardsChanged: () => refreshWallet() },
    })
