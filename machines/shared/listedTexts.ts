/**
 * A campaign's texts as a list read in the page's language gives them: the rewards and the
 * campaigns (GET …-by-language/{language}) name each reward by its campaign's translation.
 */
export interface CampaignTexts {
  campaignId: string
  title: string
  description?: string
}

/**
 * The reward named as `listed` names its campaign, or as it came when the list has no such
 * campaign. A claim's, a forfeit's or a refused claim's answer carries the operator's own texts
 * (those calls have no language), so a flow names what they answer from the lists it shows, and
 * the view renders one language.
 *
 * @example namedAsListed(refusal.activeReward, context.campaigns) // 'Kasinon tervetuliaisbonus', not 'Welcome bonus for the casino'
 */
export function namedAsListed<R extends CampaignTexts>(reward: R, listed: readonly CampaignTexts[]): R {
  const texts = listed.find((entry) => entry.campaignId === reward.campaignId)
  if (!texts) return reward
  return { ...reward, title: texts.title, ...(texts.description === undefined ? {} : { description: texts.description }) }
}
