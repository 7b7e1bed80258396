import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ensureSignUpData } from '../../../features/registration/signUpQueries'
import { SignUpPage } from '../../../features/registration/SignUpPage'

export const Route = createFileRoute('/$langmarket/signup/')({
  staticData: { title: msg`Sign up` },
  loader: ({ context }) => ensureSignUpData(context.queryClient, context.locale.langmarket),
  component: SignUpPage,
})
