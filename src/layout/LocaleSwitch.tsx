import { useEffect, useRef, useState } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { button } from '../design/primitives.css'
import { htmlLangFor } from '../locale/langmarket'
import { languageName } from './languageName'
import { useHydrated } from '../app/hydration'
import type { LocaleMenu as LocaleMenuComponent } from './LocaleMenu'

// Loaded once for the page, without Suspense: swapping the stand-in for the menu happens in one
// render after the code is there, so a press on the stand-in is never lost to a remount.
let LocaleMenu: typeof LocaleMenuComponent | null = null
let loading: Promise<void> | null = null
const loadMenu = () =>
  (loading ??= import('./LocaleMenu').then((m) => {
    LocaleMenu = m.LocaleMenu
  }))

/**
 * The locale switch (LocaleMenu). The menu and react-aria's menu code are not needed for the first
 * paint: a plain button with the same look and name stands in; the menu loads as soon as the button
 * is pointed at, focused or pressed (a press opens it on arrival), never before.
 */
export function LocaleSwitch() {
  const { t } = useLingui()
  const locale = useRouteContext({ from: '/$langmarket', select: (context) => context.locale })
  const standIn = useRef<HTMLButtonElement>(null)
  const live = useRef(true)
  const [ready, setReady] = useState(LocaleMenu !== null)
  const [arrival, setArrival] = useState({ open: false, focus: false })
  const hydrated = useHydrated()

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  // Not at idle time: inside the first seconds that would be main-thread work while the page is
  // still being measured for interactivity. Pointing at, focusing or pressing the button loads it.
  const arrive = (open: boolean) =>
    void loadMenu().then(() => {
      if (!live.current) return
      // The stand-in had focus: the menu's button takes it over.
      setArrival((a) => ({ open: a.open || open, focus: a.focus || open || document.activeElement === standIn.current }))
      setReady(true)
    })

  if (ready && LocaleMenu) return <LocaleMenu defaultOpen={arrival.open} autoFocus={arrival.focus} />
  const currentName = languageName(locale.catalog)
  const marketName = locale.market.name
  return (
    <button
      ref={standIn}
      type="button"
      className={button.quiet}
      // The same name as the menu's button (LocaleMenu).
      aria-label={t`${currentName}: language and market, ${marketName}`}
      aria-haspopup="menu"
      aria-expanded="false"
      // On the platform's first paint the menu cannot open yet (app/hydration.ts).
      disabled={!hydrated}
      onPointerEnter={() => arrive(false)}
      onFocus={() => arrive(false)}
      // A press counts from pointer down: if the menu arrives between down and up, the button under
      // the pointer is a new one and no click follows, but the press still opens the menu.
      onPointerDown={() => arrive(true)}
      onClick={() => arrive(true)}
    >
      <span lang={htmlLangFor(locale.catalog)}>{currentName}</span>
    </button>
  )
}
