import { SIGNED_IN_SCRIPT, THEME_SCRIPT } from '@/lib/platform/inlineScripts'

/** Runs before first paint so a dark-mode buyer never sees a white flash, nor a signed-in buyer list prices. */
export function ThemeScript() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_SCRIPT }} />
    </>
  )
}
