// Plain JavaScript: read by scripts/bootstrap.mjs before anything is installed.
//
// The Node flags of every process that runs our TypeScript through tsx (the commands, the
// browser tests' server, migrate:create). `--conditions=production` makes Node pick
// Lexical's own builds (`"production": "./dist/Lexical….prod.mjs"` in its exports) instead
// of its `"node"` entries, which are top-level-await wrappers around a dynamic import of
// those builds. On Node 20 a graph of such wrappers that import one another (Payload's
// config reaches a dozen @lexical packages) deadlocks now and then: the import never
// settles, the event loop empties and the process exits 0 with no output (README, "Tests on
// a loaded machine"). With the condition, 0 of 20 runs lost the import; without, 6 of 18.
export const SCRIPT_NODE_FLAGS = ['--conditions=production']

/**
 * The program and arguments that run one of scripts/cli.ts's commands under tsx with those
 * flags, from the project's root: `spawn(...cliCommand('serve-test'), options)`.
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function cliCommand(...args) {
  return ['node_modules/.bin/tsx', [...SCRIPT_NODE_FLAGS, 'scripts/cli.ts', ...args]]
}
