import { createFileRoute, redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import { marketsQueryOptions } from '../api/system.queries'
import { entryLocale, rememberedLocale } from '../locale/chosenLocale'
import { DEFAULT_LANGMARKET } from '../locale/langmarket'

/**
 * `/` inside the app (a link or the development server; the platform answers a page load of `/`
 * with its own 302, server/http/entry.ts): the remembered locale, else the visitor's market, with
 * the same rule. Should the market table not load, the default locale still opens.
 */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, location }) => {
    const [markets, check] = await Promise.all([
      context.queryClient.ensureQueryData(marketsQueryOptions()).catch(() => null),
      waitFor(context.actors.countryCheck, (s) => !s.hasTag('loading')),
    ])
    const langmarket = markets
      ? entryLocale({ chosen: rememberedLocale(document.cookie), marketId: check.context.market, markets })
      : DEFAULT_LANGMARKET
    throw redirect({ href: `/${langmarket}${location.searchStr}`, replace: true })
  },
})
