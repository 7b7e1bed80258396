import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { cookieConsentMachine, OptionalCategory } from '../../../machines/cookieConsent/cookieConsent.machine'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { useHydrated } from '../../app/hydration'
import { deviceUndecided } from '../../consent/deviceConsent'
import { cookieConsentFlow } from '../../flows/cookieConsent'
import { useFlow } from '../../flows/useFlow'
import { useIsAuthorized } from '../session/useSession'
import * as styles from './cookieConsent.css'

type ConsentActor = ActorRefFrom<typeof cookieConsentMachine>

const ConsentContext = createContext<ConsentActor | null>(null)

/**
 * Runs the cookie notification for every page of the site (from the root route, so that it outlives
 * the page frame: routes/__root.tsx); CookieBanner renders it first in the page (in the flow of the
 * page, above the header: it covers none of the page's controls). The session's sign-in and
 * sign-out are told to the flow, which reads or stores the player's choice.
 */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const actor = useFlow(cookieConsentFlow)
  const authorized = useIsAuthorized()
  useEffect(() => {
    actor.send({ type: authorized ? 'session.signedIn' : 'session.signedOut' })
  }, [actor, authorized])
  return <ConsentContext.Provider value={actor}>{children}</ConsentContext.Provider>
}

function useConsentActor(): ConsentActor {
  const actor = useContext(ConsentContext)
  if (!actor) throw new Error('CookieConsentProvider is missing')
  return actor
}

/**
 * The footer's "Cookie settings": reopens the switches once a choice is made. Disabled on the
 * platform's first paint, where no code would hear the press (app/hydration.ts).
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const actor = useConsentActor()
  const hydrated = useHydrated()
  return (
    <button type="button" className={className} disabled={!hydrated} onClick={() => actor.send({ type: 'consent.openSettings' })}>
      <Trans>Cookie settings</Trans>
    </button>
  )
}

const CATEGORIES: readonly OptionalCategory[] = ['performanceFunctional', 'marketing']

/**
 * The banner (Accept all, Necessary only, Settings) and its settings, shown while the flow asks.
 * Shown from the platform's first paint to a visitor whose request carried no choice, and never to
 * one whose did, so nothing flashes or moves when the app takes over.
 */
export function CookieBanner() {
  const { t } = useLingui()
  const actor = useConsentActor()
  const asking = useSelector(actor, (s) => s.hasTag('asking'))
  const settings = useSelector(actor, (s) => s.matches('settings'))
  const options = useSelector(actor, (s) => s.context.options)
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!settings) return
    // Opened from the footer, far below: the settings take the focus, and the page shows them from
    // their top (focus alone may scroll only as far as the heading). On a short phone their buttons
    // then stay pinned above the lobby's bottom bar (cookieConsent.css.ts).
    heading.current?.focus({ preventScroll: true })
    section.current?.scrollIntoView({ block: 'start' })
  }, [settings])
  const reading = useSelector(actor, (s) => s.matches('unknown'))
  // Its buttons need the app's code: on the platform's first paint they wait for it (app/hydration.ts).
  const hydrated = useHydrated()
  // While the flow reads this device's choice, the banner follows the device's cookie, known at
  // once on the platform and in the browser alike: a first-time visitor's banner is in the first
  // paint (nothing moves when the app takes over) and the hydration finds the page it drew.
  const shown = asking || (reading && deviceUndecided())
  // Its place in the page's grid stays, empty, once the visitor chose.
  if (!shown) return <div />
  const label: Record<OptionalCategory, string> = {
    performanceFunctional: t`Performance and functional cookies`,
    marketing: t`Marketing cookies`,
  }
  const explanation: Record<OptionalCategory, string> = {
    performanceFunctional: t`Remember your preferences and measure how the site is used, so we can improve it.`,
    marketing: t`Show you offers that suit you, on this site and elsewhere.`,
  }
  return (
    <section className={styles.banner} aria-labelledby="cookie-consent-heading" data-testid="cookie-banner" ref={section}>
      <div className={styles.inner}>
        <h2 id="cookie-consent-heading" className={styles.heading} tabIndex={-1} ref={heading}>
          {settings ? <Trans>Cookie settings</Trans> : <Trans>We use cookies</Trans>}
        </h2>
        <p className={styles.text}>
          <Trans>
            Essential cookies keep you signed in and the site secure. With your consent we also use cookies to remember your preferences, measure how the site
            is used and show offers that suit you. You can change your choice at any time from Cookie settings at the bottom of every page.
          </Trans>
        </p>
        {settings ? (
          <fieldset className={styles.categories}>
            <legend className={styles.legend}>
              <Trans>Cookies we may use</Trans>
            </legend>
            <Checkbox name="essentials" checked disabled aria-describedby="cookie-essentials-note">
              <Trans>Essential cookies</Trans>
            </Checkbox>
            <p id="cookie-essentials-note" className={styles.note}>
              <Trans>Always on: sign-in, security and remembering this choice.</Trans>
            </p>
            {CATEGORIES.map((category) => (
              <div key={category}>
                <Checkbox
                  name={category}
                  checked={options[category]}
                  aria-describedby={`cookie-${category}-note`}
                  onChange={(event) =>
                    actor.send({
                      type: 'consent.toggle',
                      category,
                      on: event.currentTarget.checked,
                    })
                  }
                >
                  {label[category]}
                </Checkbox>
                <p id={`cookie-${category}-note`} className={styles.note}>
                  {explanation[category]}
                </p>
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          {settings ? (
            <>
              <Button onPress={() => actor.send({ type: 'consent.save' })}>
                <Trans>Save my choices</Trans>
              </Button>
              <Button variant="secondary" onPress={() => actor.send({ type: 'consent.acceptAll' })}>
                <Trans>Accept all</Trans>
              </Button>
              <Button variant="quiet" onPress={() => actor.send({ type: 'consent.closeSettings' })}>
                <Trans>Close</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button isDisabled={!hydrated} onPress={() => actor.send({ type: 'consent.acceptAll' })}>
                <Trans>Accept all</Trans>
              </Button>
              <Button isDisabled={!hydrated} variant="secondary" onPress={() => actor.send({ type: 'consent.necessaryOnly' })}>
                <Trans>Necessary only</Trans>
              </Button>
              <Button isDisabled={!hydrated} variant="quiet" onPress={() => actor.send({ type: 'consent.openSettings' })}>
                <Trans>Settings</Trans>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
