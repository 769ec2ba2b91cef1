import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root } from './build'

export type Tally = { suite: string; passed: number; failed: number; skipped: number }

/**
 * The integration files that start the built server (so they wait for the build), or stop or
 * count on the shared Redis as a whole: run one at a time, in a lane of their own. Every other
 * integration file uses only databases of its own (a copy of a migrated SQLite folder or
 * PostgreSQL database: tests/integration/helpers/templates.ts), Redis keys of its own (the staff
 * sign-in's clients are new addresses each run) and in-process stand-ins on ports the system
 * picks, so that lane runs beside this one, and beside the build.
 */
export const SERVER_LANE = [
  'anonymousRefusals',
  'builtServer',
  'dataDirLock',
  'drain',
  'editReach',
  'observability',
  'rateLimit',
  'redisHung',
  'redisOutage',
  'redisPrefix',
  'responseCacheSpelling',
  'restoreDrill',
  'soak',
  'twoInstances',
].map((name) => `tests/integration/${name}.int.test.ts`)

/**
 * Vitest's flags for the database lane: its files share one module graph (no isolation), so
 * Payload, its config and the app's modules load once instead of once per file (about 5 s of
 * CPU each). They leave no state behind them: each opens databases of its own under a key of
 * its own and gives back what it changes in process.env.
 */
export const DATABASE_LANE_FLAGS = ['--no-isolate']

/** Every integration file not in SERVER_LANE, whose names must all exist (a renamed one would slip into this lane unnoticed). */
export function databaseLane(): string[] {
  const dir = path.join(root, 'tests', 'integration')
  const gone = SERVER_LANE.filter((f) => !fs.existsSync(path.join(root, f)))
  if (gone.length) throw new Error(`scripts/lib/vitestRun.ts names integration files that do not exist: ${gone.join(', ')}`)
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.int.test.ts'))
    .map((f) => `tests/integration/${f}`)
    .filter((f) => !SERVER_LANE.includes(f))
    .sort()
}

/** Copies a child's output to ours line by line, each line led by `label` (two lanes print at once). */
function labelled(stream: NodeJS.ReadableStream, out: NodeJS.WriteStream, label: string) {
  let rest = ''
  stream.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) out.write(`${label}${line}\n`)
  })
  stream.on('end', () => rest && out.write(`${label}${rest}\n`))
}

/** Vitest on `files` (all of the project's when empty); with `label`, its lines carry it. Resolves with its exit code. */
function vitestProcess(
  project: string,
  env: NodeJS.ProcessEnv,
  out: string,
  files: string[],
  label?: string,
  yielding = false,
): Promise<number | null> {
  return new Promise((resolve) => {
    const vitestBin = path.join(root, 'node_modules', '.bin', 'vitest')
    const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...files]
    // Yielding: at the lowest CPU priority (nice 19), it and the workers it forks use what the rest leaves idle.
    const [command, commandArgs] = yielding ? ['nice', ['-n', '19', vitestBin, ...args]] : [vitestBin, args]
    const child = spawn(command, commandArgs, {
      cwd: root,
      env,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    if (label) {
      labelled(child.stdout!, process.stdout, label)
      labelled(child.stderr!, process.stderr, label)
    }
    child.on('error', () => resolve(1))
    child.on('exit', (code) => resolve(code))
  })
}

/** Runs vitest and reads its JSON report into a tally; an error outside any test counts as one failure. */
export async function vitest(
  project: 'unit' | 'integration',
  env: NodeJS.ProcessEnv,
  out: string,
  files: string[] = [],
  label?: string,
  yielding = false,
): Promise<Tally> {
  fs.rmSync(out, { force: true })
  const failed = (await vitestProcess(project, env, out, files, label, yielding)) !== 0
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : undefined
  if (!report) return { suite: project, passed: 0, failed: 1, skipped: 0 }
  if (failed && report.numFailedTests === 0) {
    // Every test passed but vitest failed: a suite's hook, or an error outside any test.
    const suites = (report.testResults as { name: string; status: string; message?: string }[]).filter((r) => r.status === 'failed')
    console.log(`  ${project}: vitest failed with no failed test; ${suites.length ? 'failed suites:' : 'see "Unhandled Errors" above.'}`)
    for (const s of suites) console.log(`    ${path.relative(root, s.name)}: ${(s.message ?? '').slice(0, 2000)}`)
  }
  return {
    suite: project,
    passed: report.numPassedTests,
    failed: report.numFailedTests + (failed && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  }
}
