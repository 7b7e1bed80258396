import { createFileRoute } from '@tanstack/react-router'
import { ensureSignUpData } from '../../../features/registration/signUpQueries'
import { SignUpPage } from '../../../features/registration/SignUpPage'

export const Route = createFileRoute('/$langmarket/signup/')({
  loader: ({ context }) => ensureSignUpData(context.queryClient, context.locale.langmarket),
  component: SignUpPage,
})
