import { createFileRoute } from '@tanstack/react-router'
import { CampaignsPage } from '../../../features/campaigns/CampaignsPage'

/**
 * Promotions home (spec 000 §2, page key promotions-home): the platform's bonus campaigns for
 * whoever looks, with a player's opt-in, consent, claim and dismiss (docs/decisions.md "Bonus
 * campaigns"). The content-described promotion pages by category, tag and slug stay under
 * promotions_ (features/promotions).
 */
export const Route = createFileRoute('/$langmarket/promotions/')({
  component: CampaignsPage,
})
