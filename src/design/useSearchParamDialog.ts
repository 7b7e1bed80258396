import { useCallback } from 'react'
import { useLocation, useNavigate } from '@tanstack/react-router'

/**
 * A dialog opened over any page by a search parameter (`?login=1`, `?signup=1`), so the page under
 * it stays what it was and the browser's Back closes it. Not on the page that shows the same form
 * on its own (`/login`, `/signup`): a second copy over it would only confuse. Closing removes the
 * parameter and keeps the rest of the query.
 *
 * @example const { isOpen, close } = useSearchParamDialog('login', /\/login\/?$/)
 */
export function useSearchParamDialog(param: string, pageOfItsOwn: RegExp) {
  const navigate = useNavigate()
  const isOpen = useLocation({
    select: (location) => param in (location.search as Record<string, unknown>) && !pageOfItsOwn.test(location.pathname),
  })
  const close = useCallback(
    () =>
      navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => {
          const { [param]: _closed, ...rest } = previous
          return rest
        },
        replace: true,
      }),
    [navigate, param],
  )
  return { isOpen, close }
}
