import { useParams } from '@tanstack/react-router'
import { SignUp } from './SignUp'
import { StepHeadingLevel } from '../../design/StepHeading'
import * as styles from './signup.css'

/** /{langmarket}/signup: the wizard as a page; a signed-in player goes on to the locale home. */
export function SignUpPage() {
  const langmarket = useParams({ from: '/$langmarket', select: (params) => params.langmarket })
  return (
    <div className={styles.page}>
      <StepHeadingLevel.Provider value={1}>
        <SignUp returnTo={`/${langmarket}`} />
      </StepHeadingLevel.Provider>
    </div>
  )
}
