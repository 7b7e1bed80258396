import { Trans } from '@lingui/react/macro'
import { PasswordSection } from './PasswordSection'
import { PhoneSection } from './PhoneSection'
import { MarketingSection } from './MarketingSection'
import { LanguageSection } from './LanguageSection'
import { AddressSection } from './AddressSection'
import { LatestActivity } from './LatestActivity'
import * as styles from './account.css'

/** My account → Account details (spec 000 §3 Account details): password, phone number, postal address, language, marketing preferences; the account's latest activity. */
export function AccountDetailsPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Account details</Trans>
      </h1>
      <LatestActivity />
      <PasswordSection />
      <PhoneSection />
      <AddressSection />
      <LanguageSection />
      <MarketingSection />
    </div>
  )
}
