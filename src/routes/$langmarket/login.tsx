import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { LoginPage } from '../../features/login/LoginPage'
import { validateLoginSearch } from '../../features/login/loginSearch'

export const Route = createFileRoute('/$langmarket/login')({
  staticData: { title: msg`Log in` },
  validateSearch: validateLoginSearch,
  component: function LoginRoute() {
    return <LoginPage search={Route.useSearch()} />
  },
})
