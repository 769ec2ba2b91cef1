/**
 * Runs before first paint so a dark-mode buyer never sees a white flash. Carries the
 * request's CSP nonce.
 */
const script = `(function(){var p='system';try{p=localStorage.getItem('theme')||'system'}catch(e){p='system'}var d=p==='dark'||(p==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);var c=document.documentElement.classList;c.toggle('dark',d);c.toggle('light',!d)})()`

export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}
