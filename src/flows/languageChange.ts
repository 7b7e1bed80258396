import { languageChangeMachine } from '../../machines/languageChange/languageChange.machine'
import { changeLanguage } from '../api/account.actors'
import { rememberLocale } from '../locale/chosenLocale'
import type { Flow } from './useFlow'

/** The player's language with the platform's POST, then the site in it (remembered on the device, like the locale switch). */
export const languageChangeFlow: Flow<typeof languageChangeMachine> = ({ openPage }) =>
  languageChangeMachine.provide({
    actors: { changeLanguage },
    actions: {
      switchLanguage: (_, { langmarket, href }) => {
        rememberLocale(langmarket)
        openPage({ href, replace: true })
      },
    },
  })
