/**
 * The app's own inline scripts, fixed text. Cached pages allow them by the hashes the page
 * cache computes; dynamic pages (nonce policy) by the hashes src/lib/platform/security/server/csp.ts adds.
 */

/** Before first paint, so a dark-mode buyer never sees a white flash (ThemeScript). */
export const THEME_SCRIPT = `(function(){var p='system';try{p=localStorage.getItem('theme')||'system'}catch(e){p='system'}var d=p==='dark'||(p==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);var c=document.documentElement.classList;c.toggle('dark',d);c.toggle('light',!d)})()`

/** Where the browser remembers that this visitor is signed in (AuthProvider keeps it). */
export const SIGNED_IN_KEY = 'switchyard.signedIn'

/**
 * Before first paint: a signed-in buyer's browser marks <html>, so the visitor prices in a
 * cached page stay hidden until the buyer's own arrive (no flash of list prices).
 */
export const SIGNED_IN_SCRIPT = `(function(){try{if(localStorage.getItem('${SIGNED_IN_KEY}')==='1')document.documentElement.classList.add('signed-in')}catch(e){}})()`

export const INLINE_SCRIPTS = [THEME_SCRIPT, SIGNED_IN_SCRIPT] as const
