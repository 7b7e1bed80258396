import { Trans } from '@lingui/react/macro'
import { Link } from '../../design/Link'
import { HrefLink } from '../../design/HrefLink'
import { button, link } from '../../design/primitives.css'
import * as styles from './closedAccount.css'

/** Help organisations are names and addresses, the same in every language. */
const helpOrganisations = [
  { name: 'Gambling Therapy', href: 'https://www.gamblingtherapy.org' },
  { name: 'Gamblers Anonymous', href: 'https://www.gamblersanonymous.org' },
] as const

/**
 * Where a player of a closed account lands (the login refusal `error.account.closed` links here):
 * what the closure means, how to reach support, and where to find help with gambling.
 */
export function ClosedAccountPage({ langmarket }: { langmarket: string }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Your account is closed</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>You can no longer log in, deposit or play with this account.</Trans>
      </p>

      <section className={styles.section} aria-labelledby="closed-account-support">
        <h2 id="closed-account-support" className={styles.sectionTitle}>
          <Trans>Questions about your account</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            If you think your account was closed by mistake, or you have a question about it or about money left in it,
            our support team will help.
          </Trans>
        </p>
        <div className={styles.actions}>
          <HrefLink href={`/${langmarket}/contact-live-chat`} className={button.primary}>
            <Trans>Contact support</Trans>
          </HrefLink>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="closed-account-help">
        <h2 id="closed-account-help" className={styles.sectionTitle}>
          <Trans>Help with gambling</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            If gambling has become a problem for you or someone close to you, you are not alone. Free and confidential
            help is available:
          </Trans>
        </p>
        <ul className={styles.list}>
          <li>
            <HrefLink href={`/${langmarket}/responsible-gambling`} className={link}>
              <Trans>Our responsible gambling page: tools, limits and advice</Trans>
            </HrefLink>
          </li>
          {helpOrganisations.map((organisation) => (
            <li key={organisation.href}>
              <HrefLink href={organisation.href} className={link} target="_blank" rel="noopener noreferrer">
                {organisation.name}
                <Trans> (opens in a new tab)</Trans>
              </HrefLink>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.actions}>
        <Link to="/$langmarket" params={{ langmarket }} appearance="secondary">
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </div>
  )
}
