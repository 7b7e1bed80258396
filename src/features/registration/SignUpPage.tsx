import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRootActors } from '../../app/RootActorsContext'
import { Link } from '../../design/Link'
import { SignUp } from './SignUp'
import { StepHeadingLevel } from '../../design/StepHeading'
import * as styles from './signup.css'

/**
 * /{langmarket}/signup: the wizard as a page; a signed-in player goes on to the locale home. In a
 * market with Pay N Play the page offers it first: deposit with the bank, no account to create.
 */
export function SignUpPage() {
  const locale = useRouteContext({ from: '/$langmarket', select: (c) => c.locale })
  // The market enables it and the platform offers it to this visitor (hide flag, IP allow-list).
  const offered = useSelector(useRootActors().countryCheck, (s) => s.context.payAndPlay)
  return (
    <div className={styles.page}>
      {locale.market.payAndPlay && offered ? (
        <p>
          <Link to="/$langmarket/signup/pnp" params={{ langmarket: locale.langmarket }} data-testid="pnp-entry">
            <Trans>Pay N Play: deposit with your bank and play, no registration</Trans>
          </Link>
        </p>
      ) : null}
      <StepHeadingLevel.Provider value={1}>
        <SignUp returnTo={`/${locale.langmarket}`} />
      </StepHeadingLevel.Provider>
    </div>
  )
}
