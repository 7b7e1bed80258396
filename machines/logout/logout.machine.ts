import { setup } from 'xstate'
import { providedAction, type OpenPage } from '../shared/provided'

/** Server data that is the site's, not the player's, and survives a logout (spec: markets and partners). */
export type SiteData = 'markets' | 'countries'

export const siteDataKeptOnLogout: readonly SiteData[] = ['markets', 'countries']

export interface LogoutInput {
  /** The `{language}-{market}` the player was browsing; the logout returns to its home page. */
  langmarket: string
}

export interface ForgetPlayerData {
  keep: readonly SiteData[]
}

/** `/fi-FI`: the home page of a locale. */
export const homePath = (langmarket: string) => `/${langmarket}`

/**
 * What a session's end does on this device, once per logout whatever the reason: the tokens, the
 * player's flags and the id-token cookie are removed, the player's server data is dropped (the
 * site's markets and countries stay), and the visitor is taken to the home page. Authorization runs
 * it as a child, so it happens even while a page is still loading and no view is mounted.
 */
export const logoutMachine = setup({
  types: {
    input: {} as LogoutInput,
    context: {} as LogoutInput,
  },
  actions: {
    forgetStoredSession: providedAction('forgetStoredSession'),
    removeSessionCookie: providedAction('removeSessionCookie'),
    forgetPlayerData: providedAction<ForgetPlayerData>('forgetPlayerData'),
    openPage: providedAction<OpenPage>('openPage'),
  },
}).createMachine({
  id: 'logout',
  description: 'Forgets the signed-in player on this device and returns to the home page.',
  context: ({ input }) => ({ langmarket: input.langmarket }),
  // One step on purpose: nothing here waits, and the order of the effects is the rule (the player's
  // data is gone before the home page loads, so it cannot show the last player's balance).
  initial: 'loggedOut',
  states: {
    loggedOut: {
      type: 'final',
      // One literal, so that no part of what a reviewer reads can go missing unnoticed.
      description: `The tokens and the terms-update and first-login flags are removed from the device, then the id-token cookie; the player's data (balance, profile, history) is dropped while the markets and countries stay; then the home page of the locale the player was browsing opens.`,
      entry: [
        'forgetStoredSession',
        'removeSessionCookie',
        { type: 'forgetPlayerData', params: { keep: siteDataKeptOnLogout } },
        { type: 'openPage', params: ({ context }) => ({ href: homePath(context.langmarket), replace: true }) },
      ],
    },
  },
})
