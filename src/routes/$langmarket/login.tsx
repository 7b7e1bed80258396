import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/login/LoginPage'
import { validateLoginSearch } from '../../features/login/loginSearch'

export const Route = createFileRoute('/$langmarket/login')({
  validateSearch: validateLoginSearch,
  component: function LoginRoute() {
    return <LoginPage search={Route.useSearch()} />
  },
})
