import { Trans } from '@lingui/react/macro'
import { PasswordSection } from './PasswordSection'
import { PhoneSection } from './PhoneSection'
import { MarketingSection } from './MarketingSection'
import { LanguageSection } from './LanguageSection'
import * as styles from './account.css'

/** My account → Account details (spec 000 §3 Account details): password, phone number, language, marketing preferences. */
export function AccountDetailsPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Account details</Trans>
      </h1>
      <PasswordSection />
      <PhoneSection />
      <LanguageSection />
      <MarketingSection />
    </div>
  )
}
