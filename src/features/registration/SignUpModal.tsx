import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { DialogSkeleton } from '../../design/DialogSkeleton'
import { useSearchParamDialog } from '../../design/useSearchParamDialog'

/** The dialog, the wizard and react-aria load when the modal first opens, not with the page. */
const SignUpDialog = lazy(() => import('./SignUpDialog').then((m) => ({ default: m.SignUpDialog })))

/** The search parameter that opens the sign-up wizard as a modal over any page. */
export const SIGNUP_SEARCH_PARAM = 'signup'

/** The header's sign-up entry: the current page with the wizard open over it. */
export function signUpModalHref(pathname: string): string {
  return `${pathname}?${SIGNUP_SEARCH_PARAM}=1`
}

/** The page under the modal, without the parameter that opens it: where a finished sign-up returns. */
export function pageUnderSignUpModal(pathname: string, searchStr: string): string {
  const search = new URLSearchParams(searchStr)
  search.delete(SIGNUP_SEARCH_PARAM)
  const rest = search.toString()
  return rest ? `${pathname}?${rest}` : pathname
}

/** Mounted once in the site layout; `?signup=1` opens the wizard, closing removes the parameter. */
export function SignUpModal() {
  const { t } = useLingui()
  const { isOpen, close } = useSearchParamDialog(SIGNUP_SEARCH_PARAM, /\/signup\/?$/)
  const returnTo = useLocation({ select: (location) => pageUnderSignUpModal(location.pathname, location.searchStr) })
  if (!isOpen) return null
  return (
    <Suspense fallback={<DialogSkeleton title={t`Sign up`} fields={5} />}>
      <SignUpDialog returnTo={returnTo} close={close} />
    </Suspense>
  )
}
