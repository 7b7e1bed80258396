import { Trans } from '@lingui/react/macro'
import { Link } from '../../design/Link'

/**
 * "Forgot password?" for the login form: opens the reset-password page of the current locale.
 *
 * @example <ForgotPasswordLink langmarket={langmarket} onPress={closeLoginModal} />
 */
export function ForgotPasswordLink({ langmarket, onPress }: { langmarket: string; onPress?: () => void }) {
  return (
    <Link to="/$langmarket/reset-password" params={{ langmarket }} onClick={onPress}>
      <Trans>Forgot password?</Trans>
    </Link>
  )
}
