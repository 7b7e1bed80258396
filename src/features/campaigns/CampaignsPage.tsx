import { Trans, useLingui } from '@lingui/react/macro'
import { HrefLink } from '../../design/HrefLink'
import { accountPage, heading, link, mutedText } from '../../design/primitives.css'
import { useCashier } from '../deposit/CashierForm'
import { useIsAuthorized } from '../session/useSession'
import { PromotionCategories } from '../promotions/PromotionsPage'
import { CampaignsPanel } from './CampaignsPanel'

/**
 * Promotions (spec 000 §2 /promotions, page key promotions-home): the platform's bonus campaigns
 * for whoever looks, under the content's promotion categories (each category's page describes its
 * promotions). Signing in or out starts the list again for the new viewer, and so does another
 * language on show (the campaigns are read in it).
 */
export function CampaignsPage() {
  const { langmarket, language, refreshWallet } = useCashier()
  const signedIn = useIsAuthorized()
  const { i18n } = useLingui()
  return (
    <div className={accountPage}>
      <h1 className={heading.page}>
        <Trans>Promotions</Trans>
      </h1>
      <PromotionCategories />
      {signedIn && (
        <>
          <p className={mutedText}>
            <Trans>Opt in to the campaigns you want, claim them, or dismiss the ones you do not.</Trans>
          </p>
          <HrefLink href={`/${langmarket}/my-account/rewards`} className={link}>
            <Trans>Your rewards</Trans>
          </HrefLink>
        </>
      )}
      <CampaignsPanel key={`${signedIn}-${i18n.locale}`} langmarket={langmarket} language={language} signedIn={signedIn} refreshWallet={refreshWallet} />
    </div>
  )
}
