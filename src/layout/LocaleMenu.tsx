import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Key } from 'react-aria-components'
import { MenuButton, MenuItem, MenuSection } from '../design/Menu'
import { marketsQueryOptions } from '../api/system.queries'
import { rememberLocale } from '../locale/chosenLocale'
import { htmlLangFor, localeOptions, localeSwitchPath, type LocaleOption } from '../locale/langmarket'
import { languageName } from './languageName'

/** A language by its own name ("Suomi", "Français"), so a visitor finds theirs whatever the page language. */
const nativeName = (option: LocaleOption) => languageName(option.catalog)

/**
 * The locale switch's menu (its own chunk with react-aria's menu, see LocaleSwitch): the current market's languages, then every other enabled market. Picking one
 * navigates to `/{language}-{market}{same page}`; guard 10 and the locale-texts actor do the rest.
 * The choice is remembered on the device, so the site's address `/` opens it next time.
 */
export function LocaleMenu({ defaultOpen, autoFocus }: { defaultOpen: boolean; autoFocus: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  const locale = useRouteContext({ from: '/$langmarket', select: (context) => context.locale })
  const { data: markets = [] } = useQuery(marketsQueryOptions())
  const options = localeOptions(locale.market, markets)
  const own = options.filter((option) => option.marketId === locale.market.id)
  const others = options.filter((option) => option.marketId !== locale.market.id)
  const currentName = languageName(locale.catalog)
  const marketName = locale.market.name

  const choose = (key: Key) => {
    const option = options.find((candidate) => candidate.langmarket === key)
    if (!option) return
    rememberLocale(option.langmarket)
    if (option.langmarket !== locale.langmarket) void navigate({ href: localeSwitchPath(option, pathname) })
  }

  return (
    <MenuButton
      label={<span lang={htmlLangFor(locale.catalog)}>{currentName}</span>}
      // The accessible name starts with the visible text (WCAG 2.5.3 label in name), then spells it out.
      aria-label={t`${currentName}: language and market, ${marketName}`}
      variant="quiet"
      onAction={choose}
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
    >
      <MenuSection title={<Trans>Languages in {marketName}</Trans>}>
        {own.map((option) => (
          <MenuItem key={option.langmarket} id={option.langmarket} textValue={nativeName(option)}>
            <span lang={htmlLangFor(option.catalog)}>{nativeName(option)}</span>
          </MenuItem>
        ))}
      </MenuSection>
      {others.length > 0 && (
        <MenuSection title={<Trans>Other markets</Trans>}>
          {others.map((option) => (
            <MenuItem key={option.langmarket} id={option.langmarket} textValue={`${option.marketName} ${nativeName(option)}`}>
              <span>{option.marketName}</span>
              <span lang={htmlLangFor(option.catalog)}>{nativeName(option)}</span>
            </MenuItem>
          ))}
        </MenuSection>
      )}
    </MenuButton>
  )
}
