import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CampaignsPage } from '../../../features/campaigns/CampaignsPage'
import { loadContent } from '../../../features/legal/ContentPage'
import { promotionsSource } from '../../../features/promotions/PromotionsPage'

/**
 * Promotions home (spec 000 §2, page key promotions-home): the platform's bonus campaigns for
 * whoever looks, with a player's opt-in, consent, claim and dismiss (docs/decisions.md "Bonus
 * campaigns"), under links to the content-described promotion pages by category, tag and slug
 * (promotions_, features/promotions).
 */
export const Route = createFileRoute('/$langmarket/promotions/')({
  staticData: { title: msg`Promotions` },
  // The promotion categories above the campaigns come from the content's promotions document.
  loader: ({ context }) => loadContent(context, promotionsSource),
  component: CampaignsPage,
})
