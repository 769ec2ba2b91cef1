import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** Debian's Chromium: the browser of the e2e suite, the screenshots and Lighthouse. */
export const CHROMIUM = '/usr/bin/chromium'

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
