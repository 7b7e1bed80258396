import { fromPromise } from 'xstate'
import { termsAcceptanceMachine, type TermsVersions } from '../../machines/termsAcceptance/termsAcceptance.machine'
import { acceptTermsVersion } from '../api/session.actors'
import { contentQueryOptions } from '../api/system.queries'
import type { Flow } from './useFlow'

/** The published terms versions in a locale: server data, cached with the rest of the content. */
export const termsVersionsQueryOptions = (langmarket: string) => contentQueryOptions('terms-versions', langmarket)

/**
 * Terms acceptance with the platform calls and the way on: the latest version comes from the query
 * cache (the accept-terms route has usually loaded it already), the acceptance is a PATCH.
 */
export const termsAcceptanceFlow: Flow<typeof termsAcceptanceMachine> = ({ openPage, queryClient }) =>
  termsAcceptanceMachine.provide({
    actors: {
      loadTermsVersions: fromPromise<TermsVersions, { langmarket: string }>(({ input }) =>
        queryClient.fetchQuery(termsVersionsQueryOptions(input.langmarket)),
      ),
      acceptTermsVersion,
    },
    actions: { openPage: (_, page) => openPage(page) },
  })
