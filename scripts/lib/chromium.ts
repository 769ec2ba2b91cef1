import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** Debian's Chromium: the browser of the e2e suite, the screenshots and Lighthouse. */
export const CHROMIUM = '/usr/bin/chromium'

/**
 * What those start instead of CHROMIUM itself: a script that runs it without the omnibox's
 * hidden WebUI renderers (about a second of CPU for every new window), merging the
 * `--disable-features` lists it is given into one (./chromium.sh).
 */
export const CHROMIUM_LAUNCHER = path.join(import.meta.dirname, 'chromium.sh')

/** Installs Debian's `chromium` package when it is absent (nothing downloads a browser here). */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args: string[]) =>
    execFileSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', 'chromium'])
}
