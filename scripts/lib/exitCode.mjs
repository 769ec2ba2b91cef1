// Plain JavaScript: read by scripts/bootstrap.mjs before anything is installed, and by
// scripts/serve.mjs, the production entrypoint, which runs without tsx.
import os from 'node:os'

/**
 * A child's exit as a process exit code: its own code, else 128 + the number of the signal that ended it.
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 * @returns {number}
 */
export function exitCodeOf(code, signal) {
  if (code !== null) return code
  return 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0)
}
