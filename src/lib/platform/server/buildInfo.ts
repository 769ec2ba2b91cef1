import fs from 'node:fs'
import path from 'node:path'

export type BuildInfo = { buildId: string; builtAt: string }

let known: BuildInfo | undefined

/**
 * The running build: Next's id (`.next/BUILD_ID`, new with every `next build`) and when it was
 * written. Pages carry it so an open tab can tell a new deployment from its own
 * (`/builds/latest.json`, src/components/layout/VersionNotice.client.tsx). Read once per process.
 */
export function buildInfo(): BuildInfo {
  if (known) return known
  const file = path.join(process.cwd(), '.next', 'BUILD_ID')
  try {
    known = { buildId: fs.readFileSync(file, 'utf8').trim(), builtAt: fs.statSync(file).mtime.toISOString() }
  } catch {
    // `next dev` writes no BUILD_ID: one id per process, as each restart is a new version.
    known = { buildId: `dev-${process.pid}`, builtAt: new Date().toISOString() }
  }
  return known
}
