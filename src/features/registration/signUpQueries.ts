import type { QueryClient } from '@tanstack/react-query'
import { contentQueryOptions, countriesQueryOptions } from '../../api/system.queries'

/** What the wizard needs before it renders: countries, the sign-up content and the terms versions. */
export function signUpQueries(langmarket: string) {
  return {
    countries: countriesQueryOptions(),
    content: contentQueryOptions('signup-steps', langmarket),
    terms: contentQueryOptions('terms-versions', langmarket),
  }
}

export function ensureSignUpData(queryClient: QueryClient, langmarket: string) {
  const queries = signUpQueries(langmarket)
  return Promise.all([
    queryClient.ensureQueryData(queries.countries),
    queryClient.ensureQueryData(queries.content),
    queryClient.ensureQueryData(queries.terms),
  ])
}
