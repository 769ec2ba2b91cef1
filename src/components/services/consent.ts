/**
 * The consent banner (vanilla-cookieconsent v3), loaded on demand by ServicesLoader: the
 * strictly necessary cookies (session, language, cart, reCAPTCHA) need no consent; the tag
 * manager and the chat are each a category the visitor accepts or not. The choice is kept
 * in the `cc_cookie` cookie for six months and changed from the footer's "Cookie settings".
 */
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'

import { consentUpdate, track } from '@/lib/platform/services/analytics'
import type { PublicServices } from '@/lib/platform/services/rules'

export type ConsentText = {
  title: string
  description: string
  acceptAll: string
  rejectAll: string
  settings: string
  save: string
  close: string
  preferencesTitle: string
  necessaryTitle: string
  necessaryDescription: string
  analyticsTitle: string
  analyticsDescription: string
  chatTitle: string
  chatDescription: string
}

const loaded = new Set<string>()

function addScript(src: string, extra?: (s: HTMLScriptElement) => void) {
  if (loaded.has(src)) return
  loaded.add(src)
  const script = document.createElement('script')
  script.async = true
  script.src = src
  extra?.(script)
  document.head.appendChild(script)
}

function apply(services: PublicServices) {
  const analytics = Boolean(services.gtm) && CookieConsent.acceptedCategory('analytics')
  if (services.gtm) consentUpdate(analytics)
  if (services.gtm && analytics && !loaded.has(services.gtm.scriptUrl)) {
    track('gtm.js', { 'gtm.start': Date.now() })
    addScript(services.gtm.scriptUrl)
  }
  const chat = services.chat && 'propertyId' in services.chat ? services.chat : undefined
  if (chat && CookieConsent.acceptedCategory('chat')) {
    const w = window as unknown as { Tawk_API?: object; Tawk_LoadStart?: Date }
    w.Tawk_API ??= {}
    w.Tawk_LoadStart = new Date()
    addScript(chat.scriptUrl, (s) => {
      s.charset = 'UTF-8'
      s.setAttribute('crossorigin', '*')
    })
  }
}

// The banner follows the site's light or dark theme.
function followTheme() {
  const html = document.documentElement
  const sync = () => html.classList.toggle('cc--darkmode', html.classList.contains('dark'))
  sync()
  new MutationObserver(sync).observe(html, { attributes: true, attributeFilter: ['class'] })
}

let running: Promise<void> | undefined

export function startConsent(services: PublicServices, text: ConsentText, locale: string): Promise<void> {
  followTheme()
  const chat = services.chat && 'propertyId' in services.chat
  running ??= CookieConsent.run({
    cookie: { name: 'cc_cookie', expiresAfterDays: 182, sameSite: 'Lax' },
    // The library hides itself from automated browsers by default; the banner is drawn in the
    // browser (no crawler reads it in the HTML), and the browser tests need to see it.
    hideFromBots: false,
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...(services.gtm ? { analytics: {} } : {}),
      ...(chat ? { chat: {} } : {}),
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: text.title,
            description: text.description,
            acceptAllBtn: text.acceptAll,
            acceptNecessaryBtn: text.rejectAll,
            showPreferencesBtn: text.settings,
          },
          preferencesModal: {
            title: text.preferencesTitle,
            acceptAllBtn: text.acceptAll,
            acceptNecessaryBtn: text.rejectAll,
            savePreferencesBtn: text.save,
            closeIconLabel: text.close,
            sections: [
              { title: text.necessaryTitle, description: text.necessaryDescription, linkedCategory: 'necessary' },
              ...(services.gtm
                ? [{ title: text.analyticsTitle, description: text.analyticsDescription, linkedCategory: 'analytics' }]
                : []),
              ...(chat ? [{ title: text.chatTitle, description: text.chatDescription, linkedCategory: 'chat' }] : []),
            ],
          },
        },
      },
    },
    onConsent: () => apply(services),
    onChange: ({ changedCategories }) => {
      // A service already loaded cannot be unloaded: a withdrawn consent reloads the page without it.
      const withdrawn = changedCategories.some((c) => !CookieConsent.acceptedCategory(c))
      if (withdrawn) {
        if (services.gtm) consentUpdate(false)
        window.location.reload()
        return
      }
      apply(services)
    },
  })
  return running
}

/** The footer's "Cookie settings". */
export function showPreferences() {
  CookieConsent.showPreferences()
}
