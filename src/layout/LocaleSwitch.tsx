import { useEffect, useRef, useState } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { button } from '../design/primitives.css'
import { htmlLangFor } from '../locale/langmarket'
import { languageName } from './languageName'
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
 * paint: a plain button with the same look and name stands in; the menu loads when the browser is
 * idle, or as soon as the button is pointed at, focused or pressed (a press opens it on arrival).
 */
export function LocaleSwitch() {
  const { t } = useLingui()
  const locale = useRouteContext({ from: '/$langmarket', select: (context) => context.locale })
  const standIn = useRef<HTMLButtonElement>(null)
  const [ready, setReady] = useState(LocaleMenu !== null)
  const [arrival, setArrival] = useState({ open: false, focus: false })

  useEffect(() => {
    if (ready) return
    let live = true
    const show = () => {
      if (!live) return
      // The stand-in had focus: the menu's button takes it over.
      setArrival((a) => ({ ...a, focus: a.focus || document.activeElement === standIn.current }))
      setReady(true)
    }
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const id = idle(() => void loadMenu().then(show))
    return () => {
      live = false
      cancel(id)
    }
  }, [ready])

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
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => {
        setArrival({ open: true, focus: true })
        void loadMenu().then(() => setReady(true))
      }}
    >
      <span lang={htmlLangFor(locale.catalog)}>{currentName}</span>
    </button>
  )
}
